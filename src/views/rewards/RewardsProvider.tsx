import { useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { selectConfigAndDayLoaded } from '../../../machines/listeners';
import type { EntryMaker } from '../../../machines/rewards';
import { useAppServices } from '../../app/appServices';
import { useInKidMode } from '../../app/kidMode/useKidMode';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useFamilyActors } from '../familyActors';
import { useAuth } from '../useAuth';
import { lazyPage } from '../lazyPage';
import { LoadProblem } from '../LoadProblem';
import { usePaintedOnce } from '../usePaintedOnce';
import { KeptSpendersContext, RewardsActorContext } from './rewardsActor';

// The rewards machine, its rules and its store effects load once the day is shown, not with it.
const { Page: RewardsReader } = lazyPage(() =>
  import('./RewardsReader').then((module) => module.RewardsReader),
);

/**
 * Runs the family's rewards machine for everything below it (the navigation's count, each
 * kid's stars to spend, the Rewards pages), once the family's day is shown: the first screen
 * never waits for it. Entries are made by a grown-up, with their uid in Firebase mode, or by
 * kid mode. Its code loads then too: until it has, the stars to spend are not shown.
 */
export function RewardsProvider({ familyId, children }: { familyId: string; children: ReactNode }) {
  const { listeners } = useFamilyActors();
  const started = usePaintedOnce(useSelector(listeners, selectConfigAndDayLoaded));
  const kidMode = useInKidMode();
  const { user } = useAuth();
  const { accounts, device } = useAppServices();
  const kept = useMemo(() => device.spenders(familyId), [device, familyId]);
  const uid = accounts ? user?.uid : undefined;
  const maker = useMemo<EntryMaker>(
    () => ({ by: kidMode ? 'kid' : 'grown-up', ...(uid !== undefined && { uid }) }),
    [kidMode, uid],
  );
  const [actor, setActor] = useState<RewardsActor | null>(null);
  return (
    <>
      {started && (
        <LoadProblem key={`${maker.by}/${maker.uid ?? ''}`} quiet>
          <RewardsReader fallback={null} familyId={familyId} maker={maker} onActor={setActor} />
        </LoadProblem>
      )}
      <KeptSpendersContext.Provider value={kept}>
        <RewardsActorContext.Provider value={actor}>{children}</RewardsActorContext.Provider>
      </KeptSpendersContext.Provider>
    </>
  );
}
