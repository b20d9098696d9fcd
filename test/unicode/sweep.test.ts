// The Unicode suite (`npm run test:unicode`): no code point crashes or hangs Kiln's text path in
// any font stack, and the sweep that says so finds the crashes of Kiln's fonts before 21de591
// and the hangs and crashes it is made to stage. KILN_SWEEP_RANGES (`U+0600-06FF,U+2000-206F`)
// narrows the full sweep; KILN_SWEEP_EVERY_UNIT=1 puts every code point in Kiln's contexts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codePoints, parseRange, type Range } from './code-points.js';
import { formatFinding, formatReport, mergeFindings } from './report.js';
import { runSweep, type Finding } from './sweep.js';

const CRASHING_FONTS = join(import.meta.dirname, '..', 'fixtures', 'crashing-fonts');
const crashingCodePoints = (findings: readonly Finding[], stack: string): Set<number> =>
  new Set(findings.filter((f) => f.stack === stack).flatMap((f) => codePoints(f.range)));

describe('the Unicode sweep', () => {
  it('finds the crashes of the derived fonts without a space (fonts of db06fd5)', async () => {
    const ranges = [parseRange('U+0600-0620'), parseRange('U+2000-2070')];
    const report = await runSweep({
      ranges,
      stacks: ['body', 'pixel'],
      fontsDir: CRASHING_FONTS,
      // The first crashing probe of each code point is enough here; the full sweep walks all.
      everyProbe: false,
    });
    console.log(formatReport(report));
    // Reported crashing with these fonts (anywhere, or alone or leading), within the ranges.
    const reported: Range[] = [
      'U+061C',
      'U+200B-200F',
      'U+202A-202E',
      'U+2060-2064',
      'U+2066-206F',
    ].map(parseRange);
    for (const stack of ['body', 'pixel']) {
      const crashing = crashingCodePoints(report.findings, stack);
      for (const cp of reported.flatMap(codePoints))
        expect(crashing, `${stack} U+${cp.toString(16)}`).toContain(cp);
      // Nothing else: each is a default-ignorable character.
      for (const cp of crashing)
        expect(String.fromCodePoint(cp)).toMatch(/^\p{Default_Ignorable_Code_Point}$/u);
    }
    expect(report.findings.every((f) => f.outcome === 'SIGILL' || f.outcome === 'SIGSEGV')).toBe(
      true,
    );
  }, 300_000);

  it('names the code point and the probe of a staged crash and of a staged hang', async () => {
    const report = await runSweep({
      ranges: [parseRange('U+0040-005F')],
      stacks: ['emoji'],
      faults: [
        { codePoint: 0x41, kind: 'crash' },
        { codePoint: 0x56, kind: 'hang' },
      ],
      timeoutMs: 5_000,
    });
    expect(mergeFindings(report.findings).map(formatFinding)).toEqual([
      'emoji U+0041: SIGSEGV in kiln: emoji presentation',
      'emoji U+0056: hang in kiln: emoji presentation',
    ]);
  }, 120_000);

  it('meets no crash or hang in any code point, font stack and context', async () => {
    const ranges = process.env.KILN_SWEEP_RANGES?.split(',').map(parseRange);
    const report = await runSweep({
      ...(ranges ? { ranges } : {}),
      everyUnit: process.env.KILN_SWEEP_EVERY_UNIT === '1',
      log: (line) => console.log(`sweep: ${line}`),
    });
    console.log(formatReport(report));
    expect(mergeFindings(report.findings).map(formatFinding)).toEqual([]);
    // Every probe took every code point it was meant to (every one on the canvas, in every stack).
    expect(report.placements).toBe(report.expectedPlacements);
    expect(report.placements).toBeGreaterThan(report.codePoints * report.stacks.length);
  }, 1_800_000);
});
