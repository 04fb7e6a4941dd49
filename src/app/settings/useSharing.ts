import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sharingMachine } from '../../../machines/sharing';
import { AppActorContext } from '../appActorContext';
import { useAppServices } from '../appServices';
import { createSharingEffects } from './sharingEffects';

export type SharingActor = ActorRefFrom<typeof sharingMachine>;

/** The sharing section's machine, reading and writing the family's members in the store. */
export function useSharing(familyId: string, familyName: string, uid: string): SharingActor {
  const { store, now, inspect } = useAppServices();
  const app = AppActorContext.useActorRef();
  const [logic] = useState(() =>
    sharingMachine.provide({
      actors: createSharingEffects(store, now),
      // Leaving ends as being removed does: the family is no longer this grown-up's to open.
      actions: { reportLeft: () => app.send({ type: 'family.lost', name: familyName }) },
    }),
  );
  return useActorRef(logic, { input: { familyId, uid }, inspect });
}
