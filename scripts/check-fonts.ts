// `npm run check:fonts` (CI): every font file Kiln registers with Skia passes the OpenType
// Sanitizer, as browsers check a font before they hand it to their renderer (Debian package
// `opentype-sanitizer`). What Skia's shaper also needs is proven by the Unicode sweep.
import { execFileSync, spawnSync } from 'node:child_process';
import { FONT_FACES } from '../src/text/font-catalog.js';
import { fontFilePath } from '../src/text/fonts.js';

function otsVersion(): string {
  try {
    return execFileSync('ots-sanitize', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    console.error('ots-sanitize is not installed (apt-get install opentype-sanitizer).');
    process.exit(2);
  }
}

const version = otsVersion();
const failures: string[] = [];
for (const path of new Set(FONT_FACES.map(fontFilePath))) {
  const run = spawnSync('ots-sanitize', [path], { encoding: 'utf8' });
  if (run.status !== 0) failures.push(`${path}: ${(run.stderr + run.stdout).trim()}`);
}
const count = new Set(FONT_FACES.map(fontFilePath)).size;
if (failures.length > 0) {
  console.error(`${failures.length} of ${count} font files fail ${version}:`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(`${count} font files pass ${version}.`);
