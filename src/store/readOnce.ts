import type { Store, StoreSnapshot, SubscribeOptions } from './port';

/**
 * What is stored at `path` now: a subscription fires once with the current value, or with the
 * reason it may not be read, and is stopped.
 */
export function readOnce(
  store: Store,
  path: string,
  options?: SubscribeOptions,
): Promise<StoreSnapshot> {
  return new Promise((resolve, reject) => {
    let done = false;
    // The first answer may come before `subscribe` returns: stop a moment later.
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      settle();
      queueMicrotask(() => stop());
    };
    const stop = store.subscribe(
      path,
      (value) => finish(() => resolve(value)),
      (error) => finish(() => reject(error)),
      options,
    );
  });
}
