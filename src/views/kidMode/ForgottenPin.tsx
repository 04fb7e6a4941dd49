import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  selectPinResetStep,
  selectResetFailed,
  selectResetSumsLeft,
  selectSum,
  SUMS_TO_REMOVE_PIN,
} from '../../../machines/kidMode';
import type { KidModeActor } from '../../app/kidMode/useKidMode';

const HOLD_KEYS = [' ', 'Enter'];

interface Ids {
  titleId: string;
  messageId: string;
  answerId: string;
}

/**
 * The gate's way out for a grown-up who forgot the PIN (embedded store): "Remove the PIN" held for
 * five seconds, then three sums in a row; the PIN is removed and the device leaves kid mode. Too
 * long and too many steps for a kid to stumble through.
 */
export function ForgottenPin({ kidMode, ids }: { kidMode: KidModeActor; ids: Ids }) {
  const step = useSelector(kidMode, selectPinResetStep);
  const sum = useSelector(kidMode, selectSum);
  const left = useSelector(kidMode, selectResetSumsLeft);
  const failed = useSelector(kidMode, selectResetFailed);
  const [answer, setAnswer] = useState('');
  const [askedFor, setAskedFor] = useState(left);
  const inputRef = useRef<HTMLInputElement>(null);
  // Each right answer asks the next sum in an empty field.
  if (askedFor !== left) {
    setAskedFor(left);
    setAnswer('');
  }
  useEffect(() => {
    if (step === 'asking') inputRef.current?.focus();
  }, [step, left]);

  const asking = step === 'asking';
  const close = () => kidMode.send({ type: 'gate.close' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asking && answer.trim() !== '') kidMode.send({ type: 'pinReset.answer', answer });
  };
  return (
    <form className="gate__form" onSubmit={submit}>
      <p className="gate__emoji" aria-hidden="true">
        🔑
      </p>
      <h2 id={ids.titleId} className="gate__title">
        Forgot the PIN?
      </h2>
      <div id={ids.messageId} role="status" className="gate__message">
        {asking ? (
          <p>
            Sum {SUMS_TO_REMOVE_PIN - left + 1} of {SUMS_TO_REMOVE_PIN}. A wrong one counts as a
            wrong answer at the gate.
          </p>
        ) : step === 'removing' ? (
          <p>Removing the PIN…</p>
        ) : (
          <p>
            This removes the family’s PIN and leaves kid mode. Hold “Remove the PIN” for five
            seconds, then answer {SUMS_TO_REMOVE_PIN} sums in a row. A new PIN can be set on the
            Family page.
          </p>
        )}
        {failed && !asking && (
          <p className="gate__wrong">The PIN couldn’t be removed. Try again.</p>
        )}
      </div>
      {asking && (
        <>
          <label className="gate__question" htmlFor={ids.answerId}>
            What is {sum.a} + {sum.b}?
          </label>
          <input
            ref={inputRef}
            id={ids.answerId}
            className="text-input gate__answer"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ''))}
          />
        </>
      )}
      {step !== 'removing' && (
        <div className="gate__buttons">
          <button className="button" type="button" onClick={close}>
            Back
          </button>
          {asking ? (
            <button className="button button--primary" type="submit">
              {left === 1 ? 'Remove the PIN' : 'Next sum'}
            </button>
          ) : (
            <HoldToRemove kidMode={kidMode} holding={step === 'holding'} />
          )}
        </div>
      )}
    </form>
  );
}

/** "Remove the PIN": pressed and held (pointer, or Space / Enter held down) for five seconds. */
function HoldToRemove({ kidMode, holding }: { kidMode: KidModeActor; holding: boolean }) {
  const release = () => {
    if (kidMode.getSnapshot().matches({ kid: { resettingPin: 'holding' } }))
      kidMode.send({ type: 'pinReset.release' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.includes(event.key)) return;
    event.preventDefault();
    if (!event.repeat) kidMode.send({ type: 'pinReset.press' });
  };
  return (
    <button
      className="button button--danger"
      type="button"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        // A long press must not open the browser's menu or select text meanwhile.
        event.currentTarget.setPointerCapture?.(event.pointerId);
        kidMode.send({ type: 'pinReset.press' });
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={release}
      onContextMenu={(event) => event.preventDefault()}
      onKeyDown={onKeyDown}
      onKeyUp={(event) => {
        if (HOLD_KEYS.includes(event.key)) release();
      }}
      onBlur={release}
    >
      {holding ? 'Keep holding…' : 'Remove the PIN'}
    </button>
  );
}
