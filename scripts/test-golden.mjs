// `npm run test:golden [-- <name>...]`: the golden pictures of the named generators (all when
// none is named): their stills, their animations' first and last frames, and their pictures
// drawn wider, in seconds. With UPDATE_GOLDEN=1 it (re)writes them, to look at.
import { spawnSync } from 'node:child_process';

const names = process.argv.slice(2);
const files = [
  'test/generators/golden.test.ts',
  'test/art/golden-motion.test.ts',
  'test/art/golden-wide.test.ts',
];
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.slow.config.ts', '--passWithNoTests', ...files],
  { stdio: 'inherit', env: { ...process.env, KILN_GOLDEN_ONLY: names.join(',') } },
);
process.exit(result.status ?? 1);
