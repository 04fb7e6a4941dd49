import { useSelector } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { selectHeardAway } from '../../machines/away';
import { selectToday } from '../../machines/dayNavigation';
import { useAwayMachine } from '../app/away/useAwayMachine';
import { useAppServices } from '../app/appServices';
import { AwayActorContext, KeptAwayContext } from './awayActor';
import { useFamilyActors } from './familyActors';

/**
 * Runs the family's away machine for everything below it, from the first screen: one listener
 * to the family's away days, however many views read them. Until they are heard, the away days
 * this device last heard for today stand in for them (a returning start's frame showed their
 * notes: the app takes over with them in place); each time they are heard, today's are kept.
 */
export function AwayProvider({ familyId, children }: { familyId: string; children: ReactNode }) {
  const away = useAwayMachine(familyId);
  const { navigation } = useFamilyActors();
  const today = useSelector(navigation, selectToday);
  const { device } = useAppServices();
  const kept = useMemo(() => {
    const found = device.keptAway(familyId);
    return found?.date === today ? found : null;
  }, [device, familyId, today]);
  const heard = useSelector(away, selectHeardAway);
  useEffect(() => {
    if (heard !== null) device.rememberAway(familyId, { date: today, away: heard });
  }, [device, familyId, today, heard]);
  return (
    <AwayActorContext.Provider value={away}>
      <KeptAwayContext.Provider value={kept}>{children}</KeptAwayContext.Provider>
    </AwayActorContext.Provider>
  );
}
