// Layer check (npm run lint): src/ imports only downwards, with no cycle between files or
// folders. LAYERS lists the folders from the bottom up; a module may import its own folder and
// any folder listed before it, never one listed after it.
const LAYERS = [
  'core', // raster, errors, picture categories, animation frames: the types everyone shares
  'runtime', // process plumbing: compile cache, loads done once, work once per process, owned bytes
  'config', // loadConfig and its parsers
  'colour', // hex, colour spaces, names
  'text', // measuring, fitting and painting text
  'art/kit', // the art kit: surfaces, generator contract, paths, ink, palette, PRNG, backgrounds
  'families', // one folder per endpoint family: its generators, layout constants and art
  'imaging', // encoding and image formats
  'pictures', // picture collections on disk
  'render', // pipeline, renderer processes
  'ops', // metrics, readiness
  'redis', // the shared cache and limits
  'http/access', // keys, signatures, rate limits
  'http', // routes, contract, pages
  'app',
  'server',
  'env',
  'cli',
  'main',
];

/** `src/<layer>/...` or `src/<layer>.ts` (app.ts, config.ts, cli.ts and the like). */
const modulesOf = (layer) => `^src/${layer}(/|\\.ts$)`;
const escaped = (layer) => layer.replace(/[/.-]/g, (c) => `\\${c}`);

const upwards = LAYERS.map((layer, index) => ({
  name: `layer-${layer}`,
  comment: `${layer} may import only itself and the layers below it`,
  severity: 'error',
  from: { path: modulesOf(escaped(layer)) },
  to: {
    path: `^src/(${LAYERS.slice(index + 1)
      .map(escaped)
      .join('|')})(/|\\.ts$)`,
    // http/access sits below http but inside its folder: its own files are not "above" it.
    pathNot: modulesOf(escaped(layer)),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module may depend on itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'layer-unlisted',
      comment: 'Every folder of src/ has a place in LAYERS.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/(${LAYERS.map(escaped).join('|')})(/|\\.ts$)` },
      to: {},
    },
    {
      name: 'families-apart',
      comment: 'An endpoint family never imports another family (shared code belongs below).',
      severity: 'error',
      from: { path: '^src/families/([^/]+)/' },
      to: { path: '^src/families/', pathNot: '^src/families/$1/' },
    },
    ...upwards,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
  },
};
