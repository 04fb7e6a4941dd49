import { useRef, useState, type FormEvent } from 'react';
import type { RewardsWrite } from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { TextField, useFocusFirstProblem } from './Field';
import { useWriteEnd } from './useWriteEnd';

/**
 * A grown-up's answer with a reason (a reversal, a turn-down): the reason's problem once sent,
 * with focus on it; done once the form's own write is saved. What was typed stays when the write
 * is refused (the page says why).
 */
export function ReasonForm({
  rewards,
  check,
  mine,
  send,
  onDone,
  className,
  name,
  fieldLabel,
  submitLabel,
}: {
  rewards: RewardsActor;
  /** What is wrong with the reason, or `null`. */
  check: (reason: string) => string | null;
  /** Which writes are this form's. */
  mine: (write: RewardsWrite) => boolean;
  /** Sends the form's event, the reason checked. */
  send: (reason: string) => void;
  onDone: () => void;
  className: string;
  /** The form's accessible name: what it answers. */
  name: string;
  fieldLabel: string;
  submitLabel: string;
}) {
  const [reason, setReason] = useState('');
  const [tries, setTries] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(form, tries);
  useWriteEnd(rewards, mine, { onSaved: onDone });
  const problem = tries > 0 ? check(reason) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTries((count) => count + 1);
    if (check(reason) !== null) return;
    send(reason);
  }

  return (
    <form ref={form} className={className} onSubmit={handleSubmit} noValidate aria-label={name}>
      <TextField label={fieldLabel} value={reason} onChange={setReason} problem={problem} />
      <div className="request-row__actions">
        <button className="button button--danger" type="submit">
          {submitLabel}
        </button>
        <button className="button button--soft" type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
