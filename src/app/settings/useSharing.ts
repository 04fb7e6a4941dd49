import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sharingMachine } from '../../../machines/sharing';
import { AppActorContext } from '../appActorContext';
import { useAppServices } from '../appServices';
import { useProvidedMachine } from '../useProvidedMachine';
import { createSharingImplementations } from './sharingEffects';

export type SharingActor = ActorRefFrom<typeof sharingMachine>;

/** The sharing section's machine, reading and writing the family's members in the store. */
export function useSharing(familyId: string, familyName: string, uid: string): SharingActor {
  const { inspect } = useAppServices();
  const app = AppActorContext.useActorRef();
  // The name as it is when this grown-up leaves, not as it was when the section opened.
  const name = useRef(familyName);
  useEffect(() => {
    name.current = familyName;
  });
  const logic = useProvidedMachine(sharingMachine, ({ store, now }) =>
    createSharingImplementations(store, now, () =>
      app.send({ type: 'family.lost', name: name.current }),
    ),
  );
  return useActorRef(logic, { input: { familyId, uid }, inspect });
}
