// A child process of the Unicode sweep: runs jobs (code points x one font stack x probes) read
// from stdin and reports on fd 3. A native crash ends only this process; the parent names it.
// With KILN_SWEEP_FONTS_DIR set, Kiln's derived fonts are taken from that folder instead.
import { existsSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { DERIVED_FONTS } from '../../src/text/font-catalog.js';
import { registerFonts } from '../../src/text/fonts.js';
import { codePoints, inSample, units } from './code-points.js';
import { refusals, runProbe } from './probes.js';
import type { Counts, Job, Message } from './protocol.js';

/** Written synchronously, so a message sent just before a crash still reaches the parent. */
function send(message: Message): void {
  writeSync(3, `${JSON.stringify(message)}\n`);
}

/**
 * Registered under Kiln's family names before Kiln registers anything: fonts.ts then skips
 * the faces it finds already known, so only these take part (checked below).
 */
function substituteDerivedFonts(dir: string): void {
  // A folder of older fonts holds those derived then; the ones derived since stay Kiln's own.
  const substituted = DERIVED_FONTS.filter((face) => existsSync(join(dir, face.file)));
  if (substituted.length === 0) throw new Error(`no derived font in ${dir}`);
  for (const face of substituted) {
    if (!GlobalFonts.registerFromPath(join(dir, face.file), face.family)) {
      throw new Error(`Skia refused ${join(dir, face.file)}`);
    }
  }
  registerFonts();
  for (const family of new Set(DERIVED_FONTS.map((face) => face.family))) {
    const styles = GlobalFonts.families.find((f) => f.family === family)?.styles.length;
    const expected = DERIVED_FONTS.filter((face) => face.family === family).length;
    if (styles !== expected) throw new Error(`${family}: ${styles} faces, expected ${expected}`);
  }
}

const calls = { measures: 0, draws: 0 };
let announceCalls = false;

/** Counts every canvas text call, Kiln's included; while walking, announces each first. */
function instrumentCanvas(): void {
  const prototype = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Record<
    string,
    (this: { font: string }, text: string, ...rest: unknown[]) => unknown
  >;
  for (const name of ['measureText', 'fillText', 'strokeText']) {
    const original = prototype[name] as (this: unknown, ...args: unknown[]) => unknown;
    prototype[name] = function (this: { font: string }, text: string, ...rest: unknown[]) {
      if (name === 'measureText') calls.measures++;
      else calls.draws++;
      if (announceCalls) send({ type: 'call', name, text, font: this.font });
      return original.call(this, text, ...rest);
    };
  }
}

function stageFault(job: Job, unitsOfStep: readonly (readonly number[])[]): void {
  const fault = job.faults?.find((f) => unitsOfStep.some((unit) => unit.includes(f.codePoint)));
  if (!fault) return;
  if (fault.kind === 'crash') process.kill(process.pid, 'SIGSEGV');
  // A hang: busy, as a native loop would be, so nothing else in this process runs.
  for (;;) Math.sqrt(Math.random());
}

function runJob(job: Job): void {
  const before = { ...calls, refusals: refusals.count, cpu: process.cpuUsage() };
  let placements = 0;
  let steps = 0;
  if (job.walk) {
    announceCalls = true;
    const cps = codePoints(job.range);
    for (let step = job.walk.from; step < cps.length * job.probes.length; step++) {
      const codePoint = cps[Math.floor(step / job.probes.length)] as number;
      const probe = job.probes[step % job.probes.length] as Job['probes'][number];
      steps++;
      if (job.sample && probe.startsWith('kiln') && !inSample([codePoint])) continue;
      send({ type: 'step', step, codePoint, probe });
      // The first probe of a code point stages the fault, so a walk meets it at once.
      if (step % job.probes.length === 0) stageFault(job, [[codePoint]]);
      runProbe(probe, job.stack, [[codePoint]]);
      placements++;
    }
    announceCalls = false;
  } else {
    const all = units(job.range, job.single);
    const sampled = job.sample ? all.filter(inSample) : all;
    for (const probe of job.probes) {
      const groups = probe.startsWith('kiln') ? sampled : all;
      if (probe === job.probes[0]) stageFault(job, groups);
      runProbe(probe, job.stack, groups);
      placements += groups.reduce((sum, unit) => sum + unit.length, 0);
    }
  }
  const counts: Counts = {
    measures: calls.measures - before.measures,
    draws: calls.draws - before.draws,
    placements,
    refusals: refusals.count - before.refusals,
    cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(before.cpu)),
  };
  send({ type: 'done', id: job.id, counts, steps });
}

const fontsDir = process.env.KILN_SWEEP_FONTS_DIR;
if (fontsDir) substituteDerivedFonts(fontsDir);
instrumentCanvas();
send({ type: 'ready' });
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const job = JSON.parse(line) as Job;
  try {
    runJob(job);
  } catch (error) {
    send({
      type: 'error',
      id: job.id,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}
