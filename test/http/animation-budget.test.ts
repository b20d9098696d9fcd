// What an animation costs a client's render budget: its frames (a still: 1), over a real socket;
// a cached animation costs nothing, and a refused one takes nothing from what is left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, rawGet, type Listening } from '../helpers/listening.js';
import { timelineOf } from '../../src/families/motions.js';

const FRAMES = 14;

describe('render budget of animations', () => {
  let server: Listening;
  beforeAll(async () => {
    // achievement moves in 14 frames: the test's arithmetic depends on it.
    expect(timelineOf('achievement')?.frames).toBe(FRAMES);
    server = await listenKiln({
      RATE_LIMIT_RENDERS: String(FRAMES + 2),
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
  });
  afterAll(() => server.close());

  const get = (path: string) => rawGet(server.port, path);

  it('charges a 14-frame animation 14 renders and a still 1', async () => {
    const gif = await get('/achievement?text=Budget%20one&format=gif');
    expect(gif.status).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    // Cached: charged nothing.
    expect((await get('/achievement?text=Budget%20one&format=gif')).status).toBe(200);
    // 2 renders are left: two stills, then none.
    expect((await get('/achievement?text=Budget%20two')).status).toBe(200);
    // An animation costs more than the 1 left: refused, and the 1 stays for a still.
    const refused = await get('/achievement?text=Budget%20three&animate=1');
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('an animation counts as its frames');
    expect(refused.headers['ratelimit-remaining']).toBe('1');
    expect((await get('/achievement?text=Budget%20four')).status).toBe(200);
    const over = await get('/achievement?text=Budget%20five');
    expect(over.status).toBe(429);
    expect(over.headers['ratelimit-remaining']).toBe('0');
  });
});
