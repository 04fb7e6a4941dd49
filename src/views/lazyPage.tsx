import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A module that loads when first needed: `useModule` gives it the moment it is here (`null`
 * until then), and at once when it is already loaded (asked for ahead with `preload`, or used
 * before). A module that cannot load is thrown to the error boundary around its user
 * (`LoadProblem`), which says so; the next try asks again.
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  /** Loads the module once; after a failure, the next call tries again. */
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
  /** The module, or `null` while it loads; asked for once `wanted`. */
  function useModule(wanted = true): M | null {
    const [shown, setShown] = useState<{ module: M | null; error?: unknown }>(() => ({
      module: loaded,
    }));
    useEffect(() => {
      if (!wanted || shown.module !== null || shown.error !== undefined) return;
      let live = true;
      preload().then(
        (module) => live && setShown({ module }),
        (error: unknown) => live && setShown({ module: null, error }),
      );
      return () => {
        live = false;
      };
    }, [wanted, shown]);
    if (shown.error !== undefined) throw shown.error;
    return shown.module ?? loaded;
  }
  return { preload, useModule };
}

/**
 * A page that loads when first needed (`lazyModule`): `fallback` until its module is here.
 * Not React's `lazy` under a Suspense boundary: React reveals what a boundary holds no sooner than
 * 300 ms after its fallback showed, however soon the module comes, and the Week view, its chunk
 * asked for with its data at the start, waited that long on "Loading…" for nothing.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { preload, useModule } = lazyModule(load);
  function Page({ fallback, ...props }: P & { fallback: ReactNode }) {
    const Loaded = useModule();
    return Loaded === null ? fallback : <Loaded {...(props as P)} />;
  }
  return { Page, preload };
}
