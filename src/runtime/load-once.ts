// A load done once and kept (a module, a generator's art): a load that failed is not kept, so
// the next caller tries again instead of getting the same failure for the process's lifetime
// (a renderer whose first import of sharp failed once answered 500 to every WebP for ever).

/** `load`, run on first call and shared; after a failure the next call runs it again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}
