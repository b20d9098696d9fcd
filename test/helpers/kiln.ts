// Test helper: a Kiln instance with quiet logs, one render thread and the run's shared picture
// collections (test/setup/pictures.ts), ready to inject into.
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { buildKiln, type Kiln } from '../../src/app.js';

export async function startKiln(env: Record<string, string> = {}): Promise<Kiln> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RENDER_THREADS: '1',
    PUBLIC_BASE_URL: 'https://kiln.test',
    PICTURES_DIR: inject('picturesDir'),
    ...env,
  });
  const kiln = await buildKiln(config);
  await kiln.warm;
  return kiln;
}
