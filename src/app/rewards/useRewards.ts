import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CalendarDate } from '../../../machines/calendar';
import { rewardsMachine, type EntryMaker } from '../../../machines/rewards';
import { useAppServices } from '../appServices';
import { useProvidedMachine } from '../useProvidedMachine';
import { createRewardsImplementations } from './rewardsEffects';

export type RewardsActor = ActorRefFrom<typeof rewardsMachine>;

/**
 * A family's rewards machine with its effects on the store, following the family's kids and
 * today as they change. Who writes (`maker`) is fixed for its life: another maker (kid mode
 * turned on or off) is another actor.
 */
export function useRewards({
  familyId,
  maker,
  kidIds,
  today,
}: {
  familyId: string;
  maker: EntryMaker;
  kidIds: readonly string[];
  today: CalendarDate;
}): RewardsActor {
  const { inspect } = useAppServices();
  const logic = useProvidedMachine(rewardsMachine, ({ store, now }) =>
    createRewardsImplementations({ store, now }),
  );
  const [input] = useState(() => ({ familyId, maker, kidIds, today }));
  const actor = useActorRef(logic, { input, inspect });
  // The same kids in a new array are no change.
  const kidsKey = kidIds.join('/');
  useEffect(() => {
    if (actor.getSnapshot().context.kidIds.join('/') !== kidsKey) {
      actor.send({ type: 'kids.heard', kidIds: kidsKey === '' ? [] : kidsKey.split('/') });
    }
  }, [actor, kidsKey]);
  useEffect(() => {
    if (actor.getSnapshot().context.today !== today) {
      actor.send({ type: 'today.heard', today });
    }
  }, [actor, today]);
  return actor;
}
