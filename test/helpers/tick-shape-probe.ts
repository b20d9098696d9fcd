// Run in a child process with --expose-gc --allow-natives-syntax (tick-shape.test.ts): keeps
// the tick shape, lets the process idle through full collections, then prints whether a new
// tick object still has the kept one's hidden class.
import { createHook } from 'node:async_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import { keepTickShape } from '../../src/ops/tick-shape.js';

const kept = keepTickShape();
for (let i = 0; i < 6; i++) {
  (globalThis as { gc?: () => void }).gc?.();
  await turn();
}
let fresh: object | undefined;
const hook = createHook({
  init(_id, type, _trigger, resource) {
    if (type === 'TickObject') fresh ??= resource;
  },
});
hook.enable();
process.nextTick(() => undefined);
hook.disable();
// Natives syntax is not TypeScript: the check is compiled at run time.
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b);') as (
  a: object,
  b: object,
) => boolean;
console.log(
  JSON.stringify({
    kept: kept !== undefined,
    fresh: fresh !== undefined,
    sameMap: kept && fresh ? sameMap(kept, fresh) : false,
  }),
);
