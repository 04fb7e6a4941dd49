import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type CSSProperties } from 'react';
import {
  pinTooLong,
  selectGateStep,
  selectPinUnusable,
  selectRemovesForgottenPin,
  selectSum,
  selectWaitMs,
  selectWrongAnswers,
  WRONG_ANSWERS_BEFORE_WAIT,
} from '../../../machines/kidMode';
import type { PinRecord } from '../../../machines/domain/pin';
import type { KidModeActor } from '../../app/kidMode/useKidMode';
import { useShowModal } from '../useShowModal';
import { ForgottenPin } from './ForgottenPin';
import './gate.css';

/**
 * The grown-ups' gate, once "Grown-ups" was held: a sum two two-digit numbers make, or the
 * family's PIN (`pin`) when one is set. Three wrong answers make it wait. Escape or "Back" closes
 * it. A forgotten PIN: removed from here on the embedded store, from another device otherwise.
 */
export function GateDialog({ kidMode, pin }: { kidMode: KidModeActor; pin: PinRecord | null }) {
  const step = useSelector(kidMode, selectGateStep);
  if (step === 'shut' || step === 'holding') return null;
  return <OpenGate kidMode={kidMode} pin={pin} />;
}

function OpenGate({ kidMode, pin }: { kidMode: KidModeActor; pin: PinRecord | null }) {
  const step = useSelector(kidMode, selectGateStep);
  const sum = useSelector(kidMode, selectSum);
  const wrong = useSelector(kidMode, selectWrongAnswers);
  const waitMs = useSelector(kidMode, selectWaitMs);
  const pinUnusable = useSelector(kidMode, selectPinUnusable);
  const removesForgottenPin = useSelector(kidMode, selectRemovesForgottenPin);
  const asksPin = pin !== null && !pinUnusable;
  const [answer, setAnswer] = useState('');
  const [answeredAt, setAnsweredAt] = useState(wrong);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const messageId = useId();
  // A wrong answer empties the field for the next try.
  if (answeredAt !== wrong) {
    setAnsweredAt(wrong);
    setAnswer('');
  }

  useShowModal(dialogRef);
  useEffect(() => {
    if (step === 'asking') inputRef.current?.focus();
  }, [step, wrong]);

  const close = () => {
    if (step === 'asking' || step === 'resettingPin') kidMode.send({ type: 'gate.close' });
  };
  const tooLong = asksPin ? pinTooLong(answer) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'asking' || answer.trim() === '' || tooLong) return;
    kidMode.send({ type: 'gate.answer', answer, pin: asksPin ? pin : null });
  };
  const waiting = step === 'waiting';
  const question = asksPin ? 'Enter the family’s PIN' : `What is ${sum.a} + ${sum.b}?`;

  return (
    <dialog
      ref={dialogRef}
      className="gate"
      data-no-last-frame
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {step === 'resettingPin' ? (
        <ForgottenPin
          kidMode={kidMode}
          ids={{ titleId, messageId, answerId: `${titleId}-answer` }}
        />
      ) : (
        <form className="gate__form" onSubmit={submit}>
          <p className="gate__emoji" aria-hidden="true">
            {waiting ? '⏳' : '🔒'}
          </p>
          <h2 id={titleId} className="gate__title">
            {waiting ? 'Too many wrong answers' : 'Grown-ups only'}
          </h2>
          <div id={messageId} role="status" className="gate__message">
            {waiting ? (
              <>
                <p>Wait {Math.ceil(waitMs / 1000)} seconds, then try again.</p>
                <div className="gate__wait" aria-hidden="true">
                  <div
                    className="gate__wait-fill"
                    style={{ '--wait': `${waitMs}ms` } as CSSProperties}
                  />
                </div>
              </>
            ) : tooLong ? (
              <p className="gate__wrong">{tooLong}</p>
            ) : wrong > 0 ? (
              <p className="gate__wrong">
                That’s not it. {WRONG_ANSWERS_BEFORE_WAIT - wrong} more{' '}
                {WRONG_ANSWERS_BEFORE_WAIT - wrong === 1 ? 'try' : 'tries'} before a wait.
              </p>
            ) : (
              <p>{asksPin ? 'Four digits.' : 'Answer to leave kid mode.'}</p>
            )}
          </div>
          {!waiting && (
            <>
              <label className="gate__question" htmlFor={`${titleId}-answer`}>
                {question}
              </label>
              <input
                ref={inputRef}
                id={`${titleId}-answer`}
                className="text-input gate__answer"
                type={asksPin ? 'password' : 'text'}
                inputMode="numeric"
                autoComplete="off"
                maxLength={asksPin ? undefined : 3}
                value={answer}
                aria-invalid={tooLong ? true : undefined}
                disabled={step === 'checking'}
                onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ''))}
              />
              <div className="gate__buttons">
                <button className="button button--soft" type="button" onClick={close}>
                  Back
                </button>
                <button
                  className="button button--primary"
                  type="submit"
                  aria-disabled={step === 'checking'}
                >
                  {step === 'checking' ? 'Checking…' : 'Leave kid mode'}
                </button>
              </div>
              {asksPin && removesForgottenPin && (
                <button
                  className="button gate__forgot"
                  type="button"
                  onClick={() => kidMode.send({ type: 'pinReset.start' })}
                >
                  Forgot the PIN?
                </button>
              )}
              {asksPin && !removesForgottenPin && (
                <p className="gate__forgot">
                  Forgot the PIN? A grown-up signed in on another device can remove it on the Family
                  page, under Kid mode.
                </p>
              )}
            </>
          )}
        </form>
      )}
    </dialog>
  );
}
