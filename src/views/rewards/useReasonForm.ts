import { useRef, useState, type FormEvent } from 'react';
import type { RewardsWrite } from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useFocusFirstProblem } from './Field';
import { useWriteEnd } from './useWriteEnd';

/**
 * A grown-up's form with a reason (a reversal, a turn-down): what is typed, the problem with it
 * once sent, focus on that problem, and `onDone` once the form's own write is saved. What was
 * typed stays when the write is refused.
 */
export function useReasonForm({
  rewards,
  check,
  mine,
  send,
  onDone,
}: {
  rewards: RewardsActor;
  /** What is wrong with the reason, or `null`. */
  check: (reason: string) => string | null;
  /** Which writes are this form's. */
  mine: (write: RewardsWrite) => boolean;
  /** Sends the form's event, the reason checked. */
  send: (reason: string) => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tries, setTries] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(form, tries);
  useWriteEnd(rewards, mine, { onSaved: onDone });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTries((count) => count + 1);
    if (check(reason) !== null) return;
    send(reason);
  }

  return {
    form,
    reason,
    setReason,
    problem: tries > 0 ? check(reason) : null,
    handleSubmit,
  };
}
