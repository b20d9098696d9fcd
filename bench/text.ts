// Benchmark of the text engine: font registration, then fitText p50/p99 for 20- and
// 500-character texts in Latin, CJK, Arabic and emoji, cold (empty width cache) and warm
// (typical: the service keeps the cache across requests). Run: npx tsx bench/text.ts
import { FONTS } from '../src/text/font-catalog.js';
import { registerFonts } from '../src/text/fonts.js';
import { fitText, type FitOptions } from '../src/text/fit.js';
import { clearMeasureCache, warmUpText } from '../src/text/measure.js';

const SOURCES: Record<string, string> = {
  latin:
    'The quick brown fox jumps over the lazy dog while the cat watches from the windowsill, ' +
    'unimpressed by all of it. ',
  cjk: '我能吞下玻璃而不伤身体。今天天气很好，我们一起去公园散步吧！日本語の文章も少し混ぜます。',
  arabic: 'مرحبا بالعالم، هذا نص عربي طويل نسبياً لاختبار سرعة القياس والالتفاف في السطور. ',
  emoji: '😀👍🏽👨‍👩‍👧‍👦🇯🇵❤️🔥🎉 ok 🐱🏳️‍🌈🧑🏿‍💻 ',
};

/** The first `n` code points of the source, repeated as needed. */
function take(source: string, n: number): string {
  const points = [...source];
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) out.push(points[i % points.length] as string);
  return out.join('');
}

/** Distinct texts so a warm run measures cache lookups of new strings, not one string. */
function variants(source: string, n: number, count: number): string[] {
  const points = [...source];
  return Array.from({ length: count }, (_, k) =>
    take(points.slice(k % points.length).join('') + source, n),
  );
}

const BOX: FitOptions = {
  font: FONTS.body,
  maxWidth: 460,
  maxHeight: 300,
  maxFontSize: 48,
  minFontSize: 12,
  lineHeight: 1.25,
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const registerMs = time(() => registerFonts());
const warmUpMs = time(() => warmUpText());
console.log(
  `registerFonts: ${registerMs.toFixed(1)} ms, warmUpText: ${warmUpMs.toFixed(1)} ms (once per process)`,
);
// Warm up JIT and Skia's glyph caches with unrelated text.
for (let i = 0; i < 200; i++) fitText(`warm up ${i}`, BOX);

console.log('\nfitText (ms)          cold p50  cold p99 | warm p50  warm p99   lines  size');
for (const [script, source] of Object.entries(SOURCES)) {
  for (const length of [20, 500]) {
    const texts = variants(source, length, 60);
    const cold: number[] = [];
    for (const text of texts) {
      clearMeasureCache();
      cold.push(time(() => fitText(text, BOX)));
    }
    // Warm: the same texts again with the cache kept (one untimed round fills it).
    for (const text of texts) fitText(text, BOX);
    const warm: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const text of texts) warm.push(time(() => fitText(text, BOX)));
    }
    cold.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    const sample = fitText(texts[0] as string, BOX);
    console.log(
      `${`${script} ${length}ch`.padEnd(20)} ${percentile(cold, 50).toFixed(3).padStart(8)}  ` +
        `${percentile(cold, 99).toFixed(3).padStart(8)} | ${percentile(warm, 50).toFixed(3).padStart(8)}  ` +
        `${percentile(warm, 99).toFixed(3).padStart(8)}   ${String(sample.lines.length).padStart(5)}  ` +
        `${sample.fontSize}px${sample.fits ? '' : ' (no fit)'}`,
    );
  }
}
