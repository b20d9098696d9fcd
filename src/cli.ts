// The `kiln` command (bin/kiln.js runs the bundle of this file): `kiln render`, `serve`, `sign`
// and `pictures ...`, dispatched by cli/run.ts; this file only wires them to the process.
// First, before anything else runs, as in main.ts: see ops/tick-shape.ts and ops/marking.ts.
import './ops/tick-shape.js';
import './ops/marking.js';
import { endQuietlyWhenOutputCloses } from './cli/closed-output.js';
import { processContext, runCli, STILL_SERVING } from './cli/run.js';

endQuietlyWhenOutputCloses();
const code = await runCli(process.argv.slice(2), processContext);
if (code !== STILL_SERVING) process.exitCode = code;
