// What the Unicode sweep prints: what it covered (code points, stacks, probes, canvas calls,
// time) and its findings, adjacent code points with the same outcome merged into ranges.
import { countCodePoints, formatRange, type Range } from './code-points.js';
import { probesOf } from './probes.js';
import type { Finding, SweepReport } from './sweep.js';

const n = (value: number): string => value.toLocaleString('en-US');

/** A string as ASCII: everything else as \uXXXX or \u{XXXXX}, so controls and marks show. */
export function escapeText(text: string): string {
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    if (cp >= 0x20 && cp < 0x7f && char !== '\\') out += char;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += `\\u{${cp.toString(16).toUpperCase()}}`;
  }
  return out;
}

/** Findings with the same stack, outcome, probe and note, their code points merged into ranges. */
export function mergeFindings(findings: readonly Finding[]): Finding[] {
  const key = (f: Finding) => [f.stack, f.probe ?? '', f.outcome, f.note ?? ''].join('|');
  const sorted = [...findings].sort(
    (a, b) => key(a).localeCompare(key(b)) || a.range.first - b.range.first,
  );
  const out: Finding[] = [];
  for (const finding of sorted) {
    const last = out[out.length - 1];
    const same =
      last &&
      last.stack === finding.stack &&
      last.probe === finding.probe &&
      last.outcome === finding.outcome &&
      last.note === finding.note &&
      countCodePoints([{ first: last.range.last + 1, last: finding.range.first - 1 }]) === 0;
    if (same) {
      const range: Range = {
        first: last.range.first,
        last: Math.max(last.range.last, finding.range.last),
      };
      // The call shown is the first range's: one example of what crashed.
      out[out.length - 1] = { ...last, range };
    } else {
      out.push(finding);
    }
  }
  return out.sort((a, b) => a.stack.localeCompare(b.stack) || a.range.first - b.range.first);
}

export function formatFinding(f: Finding): string {
  return [
    `${f.stack} ${formatRange(f.range)}: ${f.outcome}`,
    f.probe ? ` in ${f.probe}` : '',
    f.call ? ` (${f.call})` : '',
    f.note ? ` [${f.note}]` : '',
  ].join('');
}

export function formatReport(report: SweepReport): string {
  const seconds = (report.wallMs / 1000).toFixed(1);
  const lines = [
    `Unicode sweep: ${n(report.codePoints)} code points (${report.ranges.map(formatRange).join(', ')}, surrogates excluded)`,
    `  stacks (${report.stacks.length}): ${report.stacks.join(', ')}`,
    ...[...new Set(report.stacks.map((stack) => probesOf(stack).join(', ')))].map(
      (probes) =>
        `  probes of ${report.stacks.filter((s) => probesOf(s).join(', ') === probes).join(', ')}: ${probes}`,
    ),
    `  placements (code point x stack x probe): ${n(report.placements)} of ${n(report.expectedPlacements)}` +
      (report.unsampled > 0
        ? `; Kiln's contexts took 1 in 16 code points of CJK extensions and planes 4-13, 15-16` +
          ` (${n(report.unsampled)} of them to the canvas in order alone)`
        : ''),
    `  canvas calls: ${n(report.measures)} measureText, ${n(report.draws)} fillText/strokeText` +
      ` (Kiln's own included); ${n(report.refusals)} strings refused for holding U+0000`,
    `  ${n(report.jobs)} jobs in ${n(report.children)} child processes; ${seconds} s` +
      ` (jobs that ended took ${n(Math.round(report.cpuMs / 1000))} s of CPU)`,
  ];
  const findings = mergeFindings(report.findings);
  lines.push(findings.length === 0 ? '  findings: none' : `  findings (${findings.length}):`);
  for (const finding of findings) lines.push(`    ${formatFinding(finding)}`);
  return lines.join('\n');
}
