// Runs as a child process (test/unit/compile-cache.test.ts): turns the compile cache on the way
// the entry points do, then imports a module of Kiln's, so there is code to cache.
import { enableCompileCache, flushCompileCache } from '../../src/runtime/compile-cache.js';

enableCompileCache();
const { parseHex } = await import('../../src/colour/hex.js');
flushCompileCache();
console.log(typeof parseHex);
