import { useState } from 'react';
import type { AnyStateMachine, MachineImplementationsFrom } from 'xstate';
import { useAppServices, type AppServices } from './appServices';

/**
 * The one way a hook gives a machine its effects: `create` builds the machine's
 * implementations (a `create{Name}Implementations` beside its effects) from the app's store,
 * clock and account settings, once for the component's life. None of those changes while it
 * is shown, and a view or row for another family, group or task is another component.
 */
export function useProvidedMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  create: (services: AppServices) => MachineImplementationsFrom<TMachine>,
): TMachine {
  const services = useAppServices();
  const [logic] = useState(() => machine.provide(create(services)) as TMachine);
  return logic;
}
