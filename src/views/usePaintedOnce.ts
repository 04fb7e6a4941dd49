import { useEffect, useState } from 'react';

/**
 * True from the first frame painted after `ready` was: the day's rows reach the screen before
 * what comes after them (the rewards, the stars' days) starts beside them: their code, their
 * reads and their render would share its time.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // The callback runs before the next paint; the task it queues, after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
