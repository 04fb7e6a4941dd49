import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function with one identity for the component's life that calls the latest `callback`:
 * memoized children given it are not re-rendered just because the parent made a new closure.
 * Call it from event handlers and effects, not while rendering.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
