// Where the scenes' finished pixels live: one SharedArrayBuffer for the whole process, made by
// the render pool and handed to every thread, so each scene is painted and held once. Small
// and free of art, so the pool can size the buffer without loading the scenes.

/** Room for every scene's RGBA pixels (about 13.3 MiB today); untouched pages cost no memory. */
export const SCENE_STORE_BYTES = 16 * 1024 * 1024;

let store: SharedArrayBuffer | undefined;

/** Called by each render thread, before its first scene, with the process's buffer. */
export function shareSceneStore(buffer: SharedArrayBuffer): void {
  store = buffer;
}

/** The process's buffer, or this thread's own when no pool handed one over (tests, the CLI). */
export function sceneStore(): SharedArrayBuffer {
  store ??= new SharedArrayBuffer(SCENE_STORE_BYTES);
  return store;
}
