import { useState } from 'react';
import type { Task } from '../../machines/domain/family';
import { isAllDone, progress } from '../../machines/dayBoard';

interface Seen {
  loaded: boolean;
  allDone: boolean;
  done: number;
}

/**
 * True once a column goes from not-all-done to all-done by ticking, while on screen; false
 * again when a task is undone. Opening a day that is already done does not celebrate.
 */
export function useCelebration(tasks: readonly Task[] | null): boolean {
  const now: Seen = {
    loaded: tasks !== null,
    allDone: tasks !== null && isAllDone(tasks),
    done: tasks ? progress(tasks).done : 0,
  };
  const [seen, setSeen] = useState(now);
  const [cheering, setCheering] = useState(false);
  // Compared with the last render, as React recommends for "what changed" (no effect needed).
  if (seen.loaded !== now.loaded || seen.allDone !== now.allDone || seen.done !== now.done) {
    setSeen(now);
    const justFinished = seen.loaded && now.loaded && !seen.allDone && now.done > seen.done;
    setCheering(now.allDone && (cheering || justFinished));
  }
  return cheering;
}
