import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sharingMachine } from '../../../machines/sharingMachine';
import { useAppServices } from '../appServices';
import { createSharingEffects } from './sharingEffects';

export type SharingActor = ActorRefFrom<typeof sharingMachine>;

/** The sharing section's machine, reading and writing the family's members in the store. */
export function useSharing(familyId: string, uid: string): SharingActor {
  const { store, now, inspect } = useAppServices();
  const [logic] = useState(() =>
    sharingMachine.provide({ actors: createSharingEffects(store, now) }),
  );
  return useActorRef(logic, { input: { familyId, uid }, inspect });
}
