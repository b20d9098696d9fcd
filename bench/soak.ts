// The soak of issue 43: `npm start` (the server and 2 renderers) under unique renders, one request
// in five an animation (GIF and WebP, every moving route, widths up to 1024), for SOAK_SECONDS,
// twice on the same instance with a rest between; PSS and the RSS sum every 10 s, through each
// load and for 60 s after it. Targets: PSS peak <= 300 MB, <= 200 MB 30 s after the load, no
// growth from the first soak to the second.
import { Agent, request } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { memoryMb, processTree } from './lib.js';
import { startKiln, stopKiln } from './server.js';

type Say = (line?: string) => void;

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 4);
const AFTER_SECONDS = 60;
const EVERY_MS = 10_000;
const ANIMATED_EVERY = 5;
const MOST_PEAK_MB = 300;
const MOST_AFTER_MB = 200;

const hex = (n: number) => ((n * 7919) % 16777216).toString(16).padStart(6, '0');
const text = (n: number) => `soak%20${n}%20passed`;

/** Stills of every kind, PNG, WebP and JPEG. */
const STILLS: ((n: number) => string)[] = [
  (n) => `/color/image/gradient/${hex(n)}`,
  (n) => `/sillycat/${hex(n)}`,
  (n) => `/nft/${hex(n)}/birthday`,
  (n) => `/color/image/${hex(n)}?format=webp`,
  (n) => `/captcha?text=${text(n)}`,
  (n) => `/panel_meme?top=${text(n)}&bottom=yes`,
  (n) => `/http/${100 + (n % 500)}?format=jpeg`,
  (n) => `/achievement?text=${text(n)}`,
  (n) => `/calling?text=${text(n)}`,
];

/** Every moving route. */
const MOVING: ((n: number) => string)[] = [
  (n) => `/achievement?text=${text(n)}`,
  (n) => `/captcha?text=${text(n)}`,
  (n) => `/didyoumean?top=${text(n)}&bottom=soak`,
  (n) => `/logo_two_part?text=${text(n)}&text2=hub`,
  (n) => `/streetwear?text=${text(n)}`,
  (n) => `/calling?text=${text(n)}`,
  (n) => `/scroll?text=${text(n)}`,
  (n) => `/facts?text=${text(n)}`,
  (n) => `/panel_meme?top=${text(n)}&bottom=moving`,
  (n) => `/http/${100 + (n % 500)}?w=1`,
  (n) => `/sillycat/${hex(n)}/${hex(n + 7)}?w=1`,
  (n) => `/nft/${hex(n)}?w=1`,
];
const WIDTHS = [undefined, 320, 640, 1024] as const;

/** Request `n`: a still, or every fifth an animation at one of WIDTHS, GIF and WebP in turn. */
export function soakPath(n: number): string {
  if (n % ANIMATED_EVERY !== ANIMATED_EVERY - 1) return STILLS[n % STILLS.length]!(n);
  const k = Math.floor(n / ANIMATED_EVERY);
  const path = MOVING[k % MOVING.length]!(n).replace('?w=1', '?');
  const width = WIDTHS[Math.floor(k / MOVING.length) % WIDTHS.length];
  const format = Math.floor(k / (MOVING.length * WIDTHS.length)) % 2 ? 'animate=1' : 'format=gif';
  const query = [format, width ? `width=${width}` : ''].filter(Boolean).join('&');
  return `${path}${path.endsWith('?') ? '' : '&'}${query}`;
}

/** PSS of each process in MB: the server first, then its renderers. */
function pssEach(pid: number): number[] {
  return processTree(pid).map((member) => {
    try {
      const text = readFileSync(`/proc/${member}/smaps_rollup`, 'utf8');
      return Number(/Pss:\s+(\d+)/.exec(text)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  });
}

interface Reading {
  readonly second: number;
  readonly pss: number;
  readonly rss: number;
  readonly each: number[];
}

/** Unique GETs from `connections` keep-alive sockets for `seconds`; statuses counted. */
async function drive(port: number, seconds: number, base: number): Promise<Map<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = new Map<number, number>();
  const end = performance.now() + seconds * 1000;
  let n = base;
  const one = (path: string) =>
    new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end();
    });
  const worker = async () => {
    while (performance.now() < end) {
      const status = await one(soakPath(n++));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  return statuses;
}

const mb = (n: number) => n.toFixed(0);

export async function soakSection(say: Say): Promise<void> {
  say(
    `\n## Soak with animations: \`npm start\` (2 renderers, default caches), ${CONNECTIONS} connections of unique renders, 1 in ${ANIMATED_EVERY} an animation (12 moving routes, GIF and WebP, width as drawn, 320, 640, 1024), ${SOAK_SECONDS} s, twice on one instance with ${AFTER_SECONDS} s of rest after each; PSS in MB (RSS summed over the processes in brackets) every ${EVERY_MS / 1000} s`,
  );
  const port = 3936;
  // A copy of the bundle: renderers start again and again during the soak (retired), and a
  // build meanwhile (a test run) would change the code under them. Beside dist/, so the
  // bundle finds node_modules and pictures as from dist/.
  const bundle = mkdtempSync(join(process.cwd(), '.soak-dist-'));
  cpSync('dist', bundle, { recursive: true });
  const kiln = await startKiln(port, { RENDER_THREADS: '2' }, undefined, join(bundle, 'main.js'));
  const started = performance.now();
  const readings: Reading[] = [];
  const read = () => {
    const { pss, rss } = memoryMb(kiln.pid!);
    readings.push({
      second: Math.round((performance.now() - started) / 1000),
      pss,
      rss,
      each: pssEach(kiln.pid!),
    });
  };
  const sampler = setInterval(read, EVERY_MS);
  const soaks: {
    from: number;
    loadEnd: number;
    statuses: Map<number, number>;
    answers: number;
    starts: number;
  }[] = [];
  const rendererStarts = async () => {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    return Number(/^kiln_renderer_starts_total (\d+)/m.exec(text)?.[1] ?? NaN);
  };
  try {
    await sleep(2000);
    read();
    for (let soak = 0; soak < 2; soak++) {
      const from = readings.length;
      const startsBefore = await rendererStarts();
      const statuses = await drive(port, SOAK_SECONDS, (soak + 1) * 100_000_000);
      const loadEnd = Math.round((performance.now() - started) / 1000);
      await sleep(AFTER_SECONDS * 1000 + 500);
      const answers = [...statuses.values()].reduce((a, b) => a + b, 0);
      soaks.push({
        from,
        loadEnd,
        statuses,
        answers,
        starts: (await rendererStarts()) - startsBefore,
      });
    }
  } finally {
    clearInterval(sampler);
    await stopKiln(kiln);
    rmSync(bundle, { recursive: true, force: true });
  }
  say(`idle before the first soak: ${mb(readings[0]!.pss)} (${mb(readings[0]!.rss)})`);
  const summaries = soaks.map((soak, i) => {
    const until = soaks[i + 1]?.from ?? readings.length;
    const during = readings.slice(soak.from, until).filter((r) => r.second <= soak.loadEnd);
    const after = readings.slice(soak.from, until).filter((r) => r.second > soak.loadEnd);
    const at = (s: number) =>
      after.find((r) => r.second - soak.loadEnd >= s) ?? after.at(-1) ?? during.at(-1)!;
    const peak = during.reduce((a, b) => (b.pss > a.pss ? b : a));
    say(
      `- soak ${i + 1}: during ${during.map((r) => `${mb(r.pss)} (${mb(r.rss)})`).join(', ')}; after ${after.map((r) => `+${r.second - soak.loadEnd} s ${mb(r.pss)} (${mb(r.rss)})`).join(', ')}`,
    );
    const not200 = [...soak.statuses].filter(([s]) => s !== 200);
    say(
      `- soak ${i + 1}: PSS peak ${mb(peak.pss)} MB (server, renderers: ${peak.each.map(mb).join(', ')}), RSS sum peak ${mb(Math.max(...during.map((r) => r.rss)))} MB; 30 s after the load ${mb(at(30).pss)} MB (${mb(at(30).rss)}), 60 s after ${mb(at(60).pss)} MB; ${soak.answers} answers (${(soak.answers / SOAK_SECONDS).toFixed(0)}/s), not 200: ${not200.length ? not200.map(([s, n]) => `${s}: ${n}`).join(', ') : 0}; renderers replaced (retired): ${soak.starts}`,
    );
    return { peak: peak.pss, after30: at(30).pss };
  });
  const [a, b] = summaries as [(typeof summaries)[0], (typeof summaries)[0]];
  const peakMet = Math.max(a.peak, b.peak) <= MOST_PEAK_MB;
  const afterMet = Math.max(a.after30, b.after30) <= MOST_AFTER_MB;
  say(
    `- targets: PSS peak ${mb(Math.max(a.peak, b.peak))} MB (<= ${MOST_PEAK_MB}: ${peakMet ? 'met' : 'MISSED'}); 30 s after ${mb(a.after30)} and ${mb(b.after30)} MB (<= ${MOST_AFTER_MB}: ${afterMet ? 'met' : 'MISSED'}); second soak against the first: peak ${b.peak - a.peak >= 0 ? '+' : ''}${mb(b.peak - a.peak)} MB, 30 s after ${b.after30 - a.after30 >= 0 ? '+' : ''}${mb(b.after30 - a.after30)} MB`,
  );
}
