// A server started on an empty PICTURES_DIR draws every starter set in its render threads
// before it reports ready, then serves them.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTER_PICTURES } from '../../src/families/starters/index.js';
import { CATEGORIES } from '../../src/core/categories.js';
import { startKiln } from '../helpers/kiln.js';

describe('seeding on first start', () => {
  it('draws the starter sets in the render threads, then is ready and serves them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiln-seed-'));
    const kiln = await startKiln({ PICTURES_DIR: dir, RENDER_THREADS: '2' });
    try {
      const ready = await kiln.app.inject({ url: '/readyz' });
      expect(JSON.parse(ready.body)).toEqual({
        status: 'ready',
        checks: { renderers: 'ok', pictures: 'ok' },
      });
      for (const category of CATEGORIES) {
        const files = (await readdir(join(dir, category))).filter((f) => f.endsWith('.png'));
        expect(files, category).toHaveLength(STARTER_PICTURES[category].length);
        const answer = await kiln.app.inject({ url: `/${category}?seed=first-start` });
        expect(answer.statusCode).toBe(200);
        const name = (JSON.parse(answer.body) as { file: string }).file.split('/').pop()!;
        const file = await kiln.app.inject({ url: `/${category}/${name}` });
        expect(file.headers['content-type']).toBe('image/png');
      }
    } finally {
      await kiln.app.close();
    }
  });
});
