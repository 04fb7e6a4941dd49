import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

const HOLD_KEYS = [' ', 'Enter'];

/**
 * A press that counts only when held for `ms` (pointer, or Space / Enter held down): released
 * early, nothing happens. `onDone` runs once per complete hold.
 */
export function useHold(ms: number, onDone: () => void, disabled: boolean) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  const release = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setHolding(false);
  }, []);
  const press = useCallback(() => {
    if (disabled || timer.current !== null) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHolding(false);
      done.current();
    }, ms);
  }, [disabled, ms]);
  useEffect(() => release, [release]);
  // Disabled mid-hold (asked from another device, stars gone): the hold ends, nothing is asked.
  if (disabled && holding) setHolding(false);
  useEffect(() => {
    if (disabled && timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, [disabled]);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0) return;
      // A long press must not open the browser's menu or select text meanwhile.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      press();
    },
    onPointerUp: release,
    onPointerCancel: release,
    onLostPointerCapture: release,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!HOLD_KEYS.includes(event.key)) return;
      event.preventDefault();
      if (!event.repeat) press();
    },
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (HOLD_KEYS.includes(event.key)) release();
    },
    onBlur: release,
  };
  return { holding, handlers };
}
