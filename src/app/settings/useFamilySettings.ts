import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom, MachineImplementationsFrom } from 'xstate';
import type { FamilyConfig } from '../../../machines/domain/family';
import { familySettingsMachine } from '../../../machines/familySettings';
import type { listenersMachine } from '../../../machines/listeners';
import type { Store } from '../../store/port';
import { useAppServices } from '../appServices';
import { followFact, sameValue, type FactOwner } from '../followFact';
import { useProvidedMachine } from '../useProvidedMachine';
import { createFamilySettingsImplementations } from './familySettingsEffects';

export type FamilySettingsActor = ActorRefFrom<typeof familySettingsMachine>;

type ListenersSnapshot = ReturnType<ActorRefFrom<typeof listenersMachine>['getSnapshot']>;

/** Before the listeners hear it: no name and no kids (the Family view waits for it). */
const NO_CONFIG: FamilyConfig = { name: '', kids: [] };

/**
 * The Family view's writes to the store, and its config followed from the family's listeners,
 * which own it: each new config they hear is sent as `config.heard`, the same one again never.
 */
export function createFamilySettingsImplementationsFor(
  store: Store,
  listeners: FactOwner<ListenersSnapshot>,
) {
  const writes = createFamilySettingsImplementations(store);
  return {
    actors: {
      ...writes.actors,
      followConfig: followFact(
        listeners,
        (snapshot) => snapshot.context.config ?? undefined,
        (config) => ({ type: 'config.heard' as const, config }),
        sameValue,
      ),
    },
  } satisfies MachineImplementationsFrom<typeof familySettingsMachine>;
}

/**
 * The Family view's machine, with its writes going to the store. It follows the config the
 * family's listeners hear, so its checks ("at least one kid") and writes use the latest one.
 */
export function useFamilySettings(
  familyId: string,
  listeners: ActorRefFrom<typeof listenersMachine>,
): FamilySettingsActor {
  const { inspect } = useAppServices();
  const logic = useProvidedMachine(familySettingsMachine, ({ store }) =>
    createFamilySettingsImplementationsFor(store, listeners),
  );
  const [input] = useState(() => ({
    familyId,
    config: listeners.getSnapshot().context.config ?? NO_CONFIG,
  }));
  return useActorRef(logic, { input, inspect });
}
