import { useEffect, useState } from 'react';

/** A module loaded on demand, once; unlike `React.lazy` it can be started early and read without suspending. */
export interface LazyModule<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  readonly load: () => Promise<T>;
  /** The module if it has loaded, else undefined. */
  readonly current: () => T | undefined;
}

export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | undefined;
  const load = (): Promise<T> => {
    pending ??= loader().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk (offline, a new deployment) is tried again on the next load.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { load, current: () => loaded };
}

/**
 * The module once loaded (starting the load if nobody has), else undefined: the caller renders nothing (or its own
 * placeholder) meanwhile. No Suspense boundary is involved, so React never holds the content back to throttle a
 * fallback (about 300 ms) when the chunk arrives just after the data it shows.
 */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T } | undefined>(() => {
    const current = module.current();
    return current === undefined ? undefined : { module: current };
  });
  useEffect(() => {
    if (loaded !== undefined) return;
    let live = true;
    module.load().then(
      (value) => {
        if (live) setLoaded({ module: value });
      },
      // Nothing to show without the chunk; the next mount tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, loaded]);
  return loaded?.module;
}
