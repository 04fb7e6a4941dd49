import type { ReactNode } from 'react';
import { useAwayMachine } from '../app/away/useAwayMachine';
import { AwayActorContext } from './awayActor';

/**
 * Runs the family's away machine for everything below it, from the first screen: one listener
 * to the family's away days, however many views read them.
 */
export function AwayProvider({ familyId, children }: { familyId: string; children: ReactNode }) {
  const away = useAwayMachine(familyId);
  return <AwayActorContext.Provider value={away}>{children}</AwayActorContext.Provider>;
}
