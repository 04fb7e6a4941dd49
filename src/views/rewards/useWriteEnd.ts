import { useEffect } from 'react';
import type { RewardsWrite } from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useLatestCallback } from '../useLatestCallback';

/**
 * Tells a form when a write it asked for ends: saved (it may clear what was typed) or refused
 * (it keeps it, and the page says why). `mine` says which writes are the form's.
 */
export function useWriteEnd(
  rewards: RewardsActor,
  mine: (write: RewardsWrite) => boolean,
  { onSaved, onRefused }: { onSaved?: () => void; onRefused?: () => void },
): void {
  const isMine = useLatestCallback(mine);
  const saved = useLatestCallback(() => onSaved?.());
  const refused = useLatestCallback(() => onRefused?.());
  useEffect(() => {
    const subscriptions = [
      rewards.on('write.saved', ({ write }) => isMine(write) && saved()),
      rewards.on('write.refused', ({ write }) => isMine(write) && refused()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [rewards, isMine, saved, refused]);
}
