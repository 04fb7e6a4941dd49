import { useCallback, useState } from 'react';

const goalKey = (familyId: string, kidId: string) =>
  `kids-todo:goal:${encodeURIComponent(familyId)}:${encodeURIComponent(kidId)}`;

function readGoal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The reward a kid pinned as their goal, kept on this device for this family and kid (storage
 * unavailable: it lasts while the page is open, and nothing breaks).
 */
export function usePinnedGoal(
  familyId: string,
  kidId: string,
): [string | null, (rewardId: string | null) => void] {
  const key = goalKey(familyId, kidId);
  const [pinned, setPinned] = useState<{ key: string; rewardId: string | null }>(() => ({
    key,
    rewardId: readGoal(key),
  }));
  // Another kid's page: their own goal.
  const current = pinned.key === key ? pinned.rewardId : readGoal(key);
  const pin = useCallback(
    (rewardId: string | null) => {
      setPinned({ key, rewardId });
      try {
        if (rewardId === null) globalThis.localStorage?.removeItem(key);
        else globalThis.localStorage?.setItem(key, rewardId);
      } catch {
        // Not remembering is the only consequence.
      }
    },
    [key],
  );
  return [current, pin];
}
