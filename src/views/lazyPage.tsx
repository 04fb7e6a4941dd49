import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A page that loads when first needed, shown the moment its module is here: `fallback` until
 * then, and at once when it is already loaded (asked for ahead with `preload`, or opened before).
 * Not React's `lazy` under a Suspense boundary: React reveals what a boundary holds no sooner than
 * 300 ms after its fallback showed, however soon the module comes, and the Week view, its chunk
 * asked for with its data at the start, waited that long on "Loading…" for nothing. A module that
 * cannot load is thrown to the error boundary around the page (`LoadProblem`), which says so.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  /** Loads the page's module once; after a failure, the next call tries again. */
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function Page({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [shown, setShown] = useState<{ page: ComponentType<P> | null; error?: unknown }>(() => ({
      page: loaded,
    }));
    useEffect(() => {
      if (shown.page !== null || shown.error !== undefined) return;
      let live = true;
      preload().then(
        (page) => live && setShown({ page }),
        (error: unknown) => live && setShown({ page: null, error }),
      );
      return () => {
        live = false;
      };
    }, [shown]);
    if (shown.error !== undefined) throw shown.error;
    const Loaded = shown.page;
    return Loaded === null ? fallback : <Loaded {...(props as P)} />;
  }
  return { Page, preload };
}
