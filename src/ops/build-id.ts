// The build identity: a digest of the running code and the locked dependencies. Two instances
// share rendered bytes (through Redis) only when their build ids match, since the same request
// may render differently on different code.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(js|ts|json)$/.test(entry.name) && !entry.name.endsWith('.map')) files.push(path);
  }
  return files;
}

let cached: string | null = null;

export function buildId(): string {
  if (cached) return cached;
  // The code's root: src/ when running the sources, dist/ (flat bundles) when built.
  const sourceRoot = fileURLToPath(
    new URL(import.meta.url.endsWith('.ts') ? '..' : '.', import.meta.url),
  );
  const hash = createHash('sha256');
  for (const file of sourceFiles(sourceRoot).sort()) {
    hash.update(file.slice(sourceRoot.length)).update(readFileSync(file));
  }
  try {
    hash.update(readFileSync(join(sourceRoot, '..', 'package-lock.json')));
  } catch {
    // No lockfile beside the code (an unusual install); the code digest alone remains.
  }
  cached = hash.digest('base64url').slice(0, 16);
  return cached;
}
