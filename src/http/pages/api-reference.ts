// /docs: the API reference, Swagger UI over /openapi.json, every asset served by Kiln itself
// and read on first use (the UI's files come from @fastify/swagger-ui's copy of swagger-ui-dist;
// its fastify plugin is not loaded, which kept 50 ms off every start); Kiln's mark and phone CSS;
// under the reference, every animated route as a GIF and a WebP.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ANIMATED_EXAMPLES, asGif, asWebp } from './animated-examples.js';
import { RETRY_PICTURES } from './picture-retry.js';
import { escapeHtml } from './html-escape.js';
import { KEYS_NOTICE, NOTICE_STYLE } from './keys-notice.js';

/** Kiln's mark: a kiln's arch with a flame, drawn for this page (also the favicon). */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#2b2735"/>
<path d="M12 54V30a20 20 0 0 1 40 0v24z" fill="#c8643b"/>
<path d="M20 54V32a12 12 0 0 1 24 0v22z" fill="#2b2735"/>
<path d="M32 52c-6 0-8-5-6-10 1 3 3 4 4 4-1-5 2-10 6-12-1 4 4 7 4 12s-3 6-8 6z" fill="#ffc14d"/>
</svg>`;

/**
 * Swagger UI's own layout, made to fit a phone (nothing wider than the screen; long paths and
 * code wrap) and to say what Kiln is: the gallery is one click away.
 */
const STYLE = `
.swagger-ui .topbar{background:#2b2735;padding:6px 0}
.swagger-ui .topbar .download-url-wrapper{display:none}
.swagger-ui .topbar a{max-width:48px}
.swagger-ui .topbar-wrapper .link{width:40px;height:40px;background:url(kiln.svg) center/contain no-repeat}
.swagger-ui .topbar-wrapper .link>*{display:none}
.swagger-ui .info .title small pre{display:inline}
.swagger-ui .wrapper{padding:0 12px;box-sizing:border-box}
.swagger-ui .opblock .opblock-summary{flex-wrap:wrap}
.swagger-ui .opblock .opblock-summary-path{word-break:break-all;max-width:100%}
.swagger-ui .opblock-description-wrapper,.swagger-ui .opblock-body pre,.swagger-ui .responses-inner{overflow-wrap:anywhere}
.swagger-ui .curl-command code,.swagger-ui .request-url pre{white-space:pre-wrap!important;word-break:break-all}
.swagger-ui .topbar .topbar-wrapper{flex-direction:row!important;flex-wrap:nowrap;align-items:center}
.swagger-ui .topbar-wrapper .link{flex:0 0 auto}
.swagger-ui .filter .operation-filter-input{max-width:100%!important}
.swagger-ui .servers>label{margin-right:0;max-width:100%}
.swagger-ui .servers>label select{max-width:100%}
.swagger-ui .responses-table td,.swagger-ui .parameters td{overflow-wrap:break-word}
.swagger-ui .parameter__name.required:after{display:inline-block;white-space:nowrap}
.swagger-ui .response-col_links{display:none}
.swagger-ui .parameters .parameters-col_name{min-width:9em}
.swagger-ui .parameter__name{white-space:nowrap}
.swagger-ui .response-col_description img,.swagger-ui .highlight-code img{max-width:100%;height:auto}
@media (max-width:600px){
 .swagger-ui .responses-table .response-col_status{width:3.5em;padding-right:6px}
 .swagger-ui .responses-table td{padding-left:0}
 .swagger-ui .headers-wrapper table td,.swagger-ui .headers-wrapper table th{font-size:11px;padding:4px}
 .swagger-ui .parameters .parameters-col_name{width:35%;min-width:0}
 .swagger-ui .parameter__name{white-space:normal}
 .swagger-ui .scheme-container .schemes{flex-wrap:wrap}
 .swagger-ui .model-box{overflow-x:auto;max-width:100%}
}
.kiln-animated{max-width:1460px;margin:0 auto;padding:0 20px 40px;box-sizing:border-box;font-family:sans-serif;color:#3b4151}
.kiln-animated h2{font-size:24px;margin:32px 0 8px}
.kiln-animated .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr));gap:12px}
.kiln-animated figure{margin:0;border:1px solid #d8dde7;border-radius:4px;padding:8px;min-width:0}
.kiln-animated .pictures{display:grid;grid-template-columns:1fr 1fr;gap:6px;align-items:start}
.kiln-animated img{display:block;width:100%;height:auto}
.kiln-animated figcaption{font-size:13px;margin-top:6px}
.kiln-animated figcaption code{display:block;overflow-wrap:anywhere;font-size:12px}
${NOTICE_STYLE}`;

/** What the page asks Swagger UI for: the whole document, searchable, try-it open. */
const UI_CONFIG = {
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'list',
  filter: true,
  tryItOutEnabled: true,
  persistAuthorization: true,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
  layout: 'StandaloneLayout',
  // Swagger UI would send the document to an online validator; nothing leaves this server.
  validatorUrl: null,
};

const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle(Object.assign(${JSON.stringify(UI_CONFIG)}, {
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
  }));
};
`;

/**
 * The animated routes, each as a GIF and a WebP (links, and with keys off the pictures: with
 * keys on they would fail without the key, so only the URLs are listed).
 */
function animatedSection(keysOn: boolean): string {
  const figures = ANIMATED_EXAMPLES.map(({ route, path }) => {
    const urls = [
      ['GIF', escapeHtml(asGif(path))],
      ['WebP', escapeHtml(asWebp(path))],
    ] as const;
    const pictures = keysOn
      ? ''
      : `<div class="pictures">${urls
          .map(
            ([format, url]) =>
              `<a href="${url}"><img src="${url}" alt="${escapeHtml(route)} (${format})" loading="lazy" decoding="async"></a>`,
          )
          .join('')}</div>`;
    const links = urls.map(([format, url]) => `<code>${format}: ${url}</code>`).join('');
    return `<figure>${pictures}<figcaption><strong>${escapeHtml(route)}</strong>${links}</figcaption></figure>`;
  });
  return `<section id="animated" class="kiln-animated"><h2>Animated</h2>
<p>Pictures that move answer an animated GIF with <code>format=gif</code> and an animated WebP
with <code>animate=1</code>; <code>frames=</code> bounds the frame count, and the last frame is
always the still picture.</p>${keysOn ? KEYS_NOTICE : ''}
<div class="grid">${figures.join('\n')}</div></section>`;
}

const page = (keysOn: boolean) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kiln API reference</title>
<link rel="stylesheet" href="/docs/static/swagger-ui.css">
<link rel="stylesheet" href="/docs/static/index.css">
<link rel="stylesheet" href="/docs/static/kiln.css">
<link rel="icon" type="image/svg+xml" href="/docs/static/kiln.svg">
<script src="/docs/static/retry.js"></script>
</head>
<body>
<div id="swagger-ui"></div>
${animatedSection(keysOn)}
<script src="/docs/static/swagger-ui-bundle.js"></script>
<script src="/docs/static/swagger-ui-standalone-preset.js"></script>
<script src="/docs/static/initializer.js"></script>
</body>
</html>
`;

/** Everything from this server; try-it pictures are shown from blob: URLs, and Swagger UI sets
 * a few inline styles (scripts stay 'self' only). */
const POLICY =
  "default-src 'self'; base-uri 'self'; frame-ancestors 'self'; img-src 'self' data: blob:; " +
  "object-src 'none'; script-src 'self'; script-src-attr 'none'; " +
  "style-src 'self' 'unsafe-inline'; font-src 'self' data:; form-action 'self'";

const TYPES: Readonly<Record<string, string>> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
};

/** Swagger UI's own files, by name (the folder is read only when a file is first asked for). */
const UI_FILES = [
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
];
const OWN_FILES: Readonly<Record<string, string>> = {
  'kiln.css': STYLE,
  'kiln.svg': MARK,
  'initializer.js': INITIALIZER,
  'retry.js': RETRY_PICTURES,
};

function uiFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@fastify/swagger-ui/package.json')), 'static');
}

const loaded = new Map<string, Promise<Buffer>>();

function fileNamed(name: string): Promise<Buffer> | undefined {
  const own = OWN_FILES[name];
  if (own !== undefined) return Promise.resolve(Buffer.from(own));
  if (!UI_FILES.includes(name)) return undefined;
  let file = loaded.get(name);
  if (!file) {
    file = readFile(join(uiFolder(), name));
    loaded.set(name, file);
  }
  return file;
}

function send(reply: FastifyReply, type: string, body: Buffer | string, maxAge: number) {
  return reply
    .header('content-security-policy', POLICY)
    .header('cache-control', `public, max-age=${maxAge}`)
    .type(type)
    .send(body);
}

/**
 * GET /docs and /docs/static/<file>; hidden from the OpenAPI document (they are its viewer).
 * `keysOn`: pictures need a key, so the page lists the animated examples' URLs only.
 */
export function registerApiReference(app: FastifyInstance, keysOn: boolean): void {
  const hide = { schema: { hide: true } };
  const html = page(keysOn);
  app.get('/docs', hide, (_request, reply) => send(reply, TYPES.html!, html, 300));
  app.get<{ Params: { file: string } }>('/docs/static/:file', hide, async (request, reply) => {
    const { file } = request.params;
    const body = await fileNamed(file)?.catch(() => undefined);
    if (!body) return reply.callNotFound();
    return send(
      reply,
      TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      body,
      3600,
    );
  });
}
