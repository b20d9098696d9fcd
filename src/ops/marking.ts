// How V8 marks heaps in this process: each thread marks its own, in steps between its
// allocations, instead of handing it to V8's helper threads. Imported by the entry points right
// after tick-shape, before any heap is large enough to be marked and before any renderer.
import { setFlagsFromString } from 'node:v8';

// With the cores already taken by renders and the HTTP thread, the helpers only competed with
// them, and the slowest 1% of requests waited for them (one client in a loop: p99 6.0-9.0 ms
// instead of 10.1-13.0; renders/s and RSS the same; docs/DECISIONS.md). The flag is process-wide
// and read whenever marking starts, so it holds for every thread started later. It must not
// change while any heap is being marked: V8 then aborted ("Check failed:
// marking_state_.GreyToBlack") in 3 of 28 runs of a benchmark whose render pool set it after
// loading every generator.
setFlagsFromString('--no-concurrent-marking');
