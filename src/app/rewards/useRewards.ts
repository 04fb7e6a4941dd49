import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom, MachineImplementationsFrom } from 'xstate';
import type { listenersMachine } from '../../../machines/listeners';
import { rewardsMachine, type EntryMaker } from '../../../machines/rewards';
import { selectSpenders } from '../../../machines/rewards/selectors';
import type { Store } from '../../store/port';
import { AppActorContext } from '../appActorContext';
import { useAppServices } from '../appServices';
import {
  followKids,
  followToday,
  kidIdsOf,
  type AppSnapshot,
  type ListenersSnapshot,
} from '../familyFollowers';
import { sameValue, type FactOwner } from '../followFact';
import { useProvidedMachine } from '../useProvidedMachine';
import { createRewardsImplementations } from './rewardsEffects';

export type RewardsActor = ActorRefFrom<typeof rewardsMachine>;

/** The rewards machine's effects on the store, and today and the kids followed from their owners. */
export function createRewardsImplementationsFor(
  deps: { store: Store; now: () => Date },
  owners: { app: FactOwner<AppSnapshot>; listeners: FactOwner<ListenersSnapshot> },
) {
  const effects = createRewardsImplementations(deps);
  return {
    actors: {
      ...effects.actors,
      followToday: followToday(owners.app),
      followKids: followKids(owners.listeners),
    },
  } satisfies MachineImplementationsFrom<typeof rewardsMachine>;
}

/**
 * A family's rewards machine with its effects on the store. It follows today from the app and
 * the kids from the family's `listeners`. Who writes (`maker`) is fixed for its life: another
 * maker (kid mode turned on or off) is another actor.
 */
export function useRewards({
  familyId,
  maker,
  listeners,
}: {
  familyId: string;
  maker: EntryMaker;
  listeners: ActorRefFrom<typeof listenersMachine>;
}): RewardsActor {
  const app = AppActorContext.useActorRef();
  const { inspect, device } = useAppServices();
  const logic = useProvidedMachine(rewardsMachine, ({ store, now }) =>
    createRewardsImplementationsFor({ store, now }, { app, listeners }),
  );
  const [input] = useState(() => ({
    familyId,
    maker,
    kidIds: kidIdsOf(listeners.getSnapshot()),
    today: app.getSnapshot().context.today,
  }));
  const rewards = useActorRef(logic, { input, inspect });
  // Who has stars to spend, for the next Week view opened here to keep their room as it loads.
  const spenders = useSelector(rewards, selectSpenders, sameValue);
  useEffect(() => {
    if (spenders) device.rememberSpenders(familyId, spenders);
  }, [device, familyId, spenders]);
  return rewards;
}
