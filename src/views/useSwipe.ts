import { useRef, type TouchEvent } from 'react';
import { useLatestCallback } from './useLatestCallback';

/**
 * Touch handlers that call `onSwipe(-1)` for a swipe to the left (the next ones) and
 * `onSwipe(1)` to the right (the ones before). Only a mostly sideways move of 60 px or more
 * counts: not a scroll, not a tap. Where the touch began is kept across renders, so a tick
 * arriving mid-swipe does not lose it.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useLatestCallback(onSwipe);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const [dx, dy] = [touch.clientX - from.x, touch.clientY - from.y];
      if (Math.abs(dx) < 60 || Math.abs(dy) > Math.abs(dx) / 2) return;
      swiped(dx < 0 ? -1 : 1);
    },
  };
}
