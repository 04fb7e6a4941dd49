import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { awayMachine } from '../../../machines/away';
import { useAppServices } from '../appServices';
import { useProvidedMachine } from '../useProvidedMachine';
import { createAwayImplementations } from './awayEffects';

export type AwayActor = ActorRefFrom<typeof awayMachine>;

/**
 * A family's away machine with its effects on the store, for as long as the component is
 * shown; another family is another component, so another actor.
 */
export function useAwayMachine(familyId: string): AwayActor {
  const { inspect } = useAppServices();
  const logic = useProvidedMachine(awayMachine, ({ store, now }) =>
    createAwayImplementations({ store, now }),
  );
  const [input] = useState(() => ({ familyId }));
  return useActorRef(logic, { input, inspect });
}
