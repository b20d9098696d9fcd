// The first burst a fresh instance takes: 24 unique, script-heavy renders fired at once right
// after /readyz turns 200 (six text families, each with CJK, Hangul and kana, Arabic, emoji).
// Shared by `npm run bench:http` (burst), `npm run bench:cold` and test/http/warm-burst.test.ts.
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { memoryMb } from './lib.js';
import { startKiln, stopKiln } from './server.js';

const FAMILIES = [
  (t: string) => `/captcha?text=${t}`,
  (t: string) => `/calling?text=${t}`,
  (t: string) => `/facts?text=${t}`,
  (t: string) => `/scroll?text=${t}`,
  (t: string) => `/achievement?text=${t}`,
  (t: string) => `/didyoumean?top=${t}&bottom=${t}`,
];

const TEXTS = [
  '你好世界，今天很好',
  '안녕하세요 こんにちは',
  'مرحبا بالعالم الجميل',
  '🔥 ship it 🎉🚀',
];

/**
 * The 24 paths; `tag` (a few characters: /didyoumean takes 40) makes them unique per run, so no
 * cache or in-flight join answers one.
 */
export function burstPaths(tag: string): string[] {
  return FAMILIES.flatMap((family) =>
    TEXTS.map((text) => family(encodeURIComponent(`${text} ${tag}`))),
  );
}

/** One GET on its own connection: the status, or 0 when the connection failed. */
function get(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Fires the burst at once; the count of each status and the slowest answer. */
export async function fireBurst(
  port: number,
  tag: string,
): Promise<{ statuses: Record<number, number>; slowestMs: number }> {
  const started = performance.now();
  let slowestMs = 0;
  const codes = await Promise.all(
    burstPaths(tag).map(async (path) => {
      const status = await get(port, path);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      return status;
    }),
  );
  const statuses: Record<number, number> = {};
  for (const code of codes) statuses[code] = (statuses[code] ?? 0) + 1;
  return { statuses, slowestMs };
}

type Say = (line?: string) => void;

/**
 * `starts` fresh instances of `npm start`'s command: PSS at idle 2 s after /readyz (server and
 * renderers), then the burst at once, its statuses and slowest answer.
 */
export async function burstSection(firstPort: number, starts: number, say: Say): Promise<void> {
  const rows: string[] = [];
  let refused = 0;
  for (let i = 0; i < starts; i++) {
    const port = firstPort + i;
    const kiln = await startKiln(port);
    try {
      await sleep(2000);
      const idle = memoryMb(kiln.pid!);
      const { statuses, slowestMs } = await fireBurst(port, `b${Date.now()}`);
      refused += statuses[503] ?? 0;
      const counts = Object.entries(statuses).map(([code, n]) => `${n} x ${code}`);
      rows.push(
        `- start ${i + 1}: idle PSS ${idle.pss.toFixed(0)} MB (RSS sum ${idle.rss.toFixed(0)}); burst ${counts.join(', ')}, slowest ${slowestMs.toFixed(0)} ms`,
      );
    } finally {
      await stopKiln(kiln);
    }
  }
  say(
    `\n## First burst on a fresh instance: 24 unique script-heavy renders at once right after /readyz 200 (${starts} fresh starts of \`npm start\`'s command)`,
  );
  for (const row of rows) say(row);
  say(`- 503s in all: ${refused} (target: 0)`);
}
