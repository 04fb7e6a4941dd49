import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A module that loads when first needed: `preload` asks for it once (after a failure, the next
 * call tries again), `loaded` gives it once it is here.
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const preload = (): Promise<M> => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { preload, loaded: (): M | null => loaded };
}

export type LazyModule<M> = ReturnType<typeof lazyModule<M>>;

/**
 * `lazy`'s module while `wanted` (asked for then, and shown the moment it is here), `null` until
 * it is or when not wanted. A module that cannot load is thrown to the error boundary around.
 */
export function useLazyModule<M>(lazy: LazyModule<M>, wanted = true): M | null {
  const [shown, setShown] = useState<{ module: M | null; error?: unknown }>(() => ({
    module: lazy.loaded(),
  }));
  const waiting = wanted && shown.module === null && shown.error === undefined;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    lazy.preload().then(
      (module) => live && setShown({ module }),
      (error: unknown) => live && setShown({ module: null, error }),
    );
    return () => {
      live = false;
    };
  }, [lazy, waiting]);
  if (!wanted) return null;
  if (shown.error !== undefined) throw shown.error;
  return shown.module ?? lazy.loaded();
}

/**
 * A page that loads when first needed, shown the moment its module is here: `fallback` until
 * then, and at once when it is already loaded (asked for ahead with `preload`, or opened before).
 * Not React's `lazy` under a Suspense boundary: React reveals what a boundary holds no sooner than
 * 300 ms after its fallback showed, however soon the module comes, and the Week view, its chunk
 * asked for with its data at the start, waited that long on "Loading…" for nothing. A module that
 * cannot load is thrown to the error boundary around the page (`LoadProblem`), which says so.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const lazy = lazyModule(() => load().then((Page) => ({ Page })));
  function Page({ fallback, ...props }: P & { fallback: ReactNode }) {
    const loaded = useLazyModule(lazy);
    return loaded === null ? fallback : <loaded.Page {...(props as P)} />;
  }
  return { Page, preload: () => lazy.preload().then((loaded) => loaded.Page) };
}

/**
 * Asks for `lazy`'s module once the page is idle (`timeoutMs` at most), so what a tap opens later
 * is here when it does; returns what calls it off. A module that fails to load is the screen's own
 * to report, when it asks for it.
 */
export function preloadWhenIdle(lazy: { preload: () => Promise<unknown> }, timeoutMs: number) {
  const preload = () => void lazy.preload().catch(() => undefined);
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(preload, 0);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(preload, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
