// Node's on-disk compile cache for the entry points (server, renderer): V8 code for Kiln's
// bundles and node_modules is read back on later starts instead of compiled again.
import * as nodeModule from 'node:module';

/** The parts of node:module that Node 22.1+ (enable) and 22.10+ (flush) add; Node 20 lacks them. */
interface CompileCacheApi {
  enableCompileCache?: () => unknown;
  flushCompileCache?: () => void;
}
const api = nodeModule as CompileCacheApi;

/**
 * Turns the cache on where Node has it (a no-op on Node 20). The directory is Node's choice:
 * NODE_COMPILE_CACHE when set, else `node-compile-cache` in the OS temporary directory (/tmp in
 * the image, a writable emptyDir under Kubernetes). NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 * A directory that cannot be written only means no cache: Node reports it and carries on.
 * Call before importing the modules it should cover: what is already compiled is not cached.
 */
export function enableCompileCache(): void {
  api.enableCompileCache?.();
}

/**
 * Writes what was compiled so far. Node also writes at a normal exit, but a server is often
 * ended by SIGKILL (a pod past its grace period), so the entry points flush once they are ready.
 */
export function flushCompileCache(): void {
  api.flushCompileCache?.();
}
