import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import { selectGateStep } from '../../../machines/kidMode';
import type { KidModeActor } from '../../app/kidMode/useKidMode';

const HOLD_KEYS = [' ', 'Enter'];

/**
 * "Grown-ups": pressed and held for two seconds (pointer, or Space / Enter held down), it opens
 * the gate out of kid mode; a tap does nothing. The ring fills while it is held.
 */
export function GrownUpsButton({ kidMode }: { kidMode: KidModeActor }) {
  const step = useSelector(kidMode, selectGateStep);
  const hintId = useId();
  const holding = step === 'holding';
  const release = () => {
    if (kidMode.getSnapshot().matches({ kid: 'holding' })) kidMode.send({ type: 'gate.release' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.includes(event.key)) return;
    event.preventDefault();
    if (!event.repeat) kidMode.send({ type: 'gate.press' });
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (HOLD_KEYS.includes(event.key)) release();
  };
  return (
    <>
      <button
        className={`grown-ups${holding ? ' grown-ups--holding' : ''}`}
        type="button"
        aria-describedby={hintId}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          // A long press must not open the browser's menu or select text meanwhile.
          event.currentTarget.setPointerCapture?.(event.pointerId);
          kidMode.send({ type: 'gate.press' });
        }}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={release}
      >
        <span className="grown-ups__ring" aria-hidden="true" />
        <span className="grown-ups__label">{holding ? 'Keep holding…' : 'Grown-ups'}</span>
      </button>
      <span id={hintId} hidden>
        Press and hold for two seconds to leave kid mode.
      </span>
    </>
  );
}
