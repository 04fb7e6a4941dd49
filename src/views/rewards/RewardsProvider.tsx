import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { selectConfigAndDayLoaded } from '../../../machines/listeners';
import type { EntryMaker } from '../../../machines/rewards';
import { useAppServices } from '../../app/appServices';
import { useInKidMode } from '../../app/kidMode/useKidMode';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { useFamilyActors } from '../familyActors';
import { useAuth } from '../useAuth';
import { lazyPage } from '../lazyPage';
import { RewardsActorContext } from './rewardsActor';

// The rewards machine, its rules and its store effects load once the day is shown, not with it.
const { Page: RewardsReader } = lazyPage(() =>
  import('./RewardsReader').then((module) => module.RewardsReader),
);

/** Where a page whose first screen needs more than the family's day says it is shown. */
const PageShownContext = createContext<((shown: boolean) => void) | null>(null);

/**
 * A page whose first screen needs more than the family's day (the Week view's week) says whether
 * it is shown: the rewards start after it, not beside its reads and its render.
 */
export function useShownBeforeRewards(shown: boolean): void {
  const say = useContext(PageShownContext);
  useEffect(() => say?.(shown), [say, shown]);
}

/**
 * Runs the family's rewards machine for everything below it (the navigation's count, each
 * kid's stars to spend, the Rewards pages), once the family's day is shown, and on a page that
 * says so (`waitsForPage`), once that page is (`useShownBeforeRewards`): the first screen never
 * waits for it. Entries are made by a grown-up, with their uid in Firebase mode, or by kid mode.
 * Its code loads then too: until it has, the stars to spend are not shown.
 */
export function RewardsProvider({
  familyId,
  waitsForPage = false,
  children,
}: {
  familyId: string;
  waitsForPage?: boolean;
  children: ReactNode;
}) {
  const { listeners } = useFamilyActors();
  const [pageShown, setPageShown] = useState(false);
  const dayShown = useSelector(listeners, selectConfigAndDayLoaded);
  const started = usePaintedOnce(dayShown && (!waitsForPage || pageShown));
  const kidMode = useInKidMode();
  const { user } = useAuth();
  const { accounts } = useAppServices();
  const uid = accounts ? user?.uid : undefined;
  const maker = useMemo<EntryMaker>(
    () => ({ by: kidMode ? 'kid' : 'grown-up', ...(uid !== undefined && { uid }) }),
    [kidMode, uid],
  );
  const [actor, setActor] = useState<RewardsActor | null>(null);
  return (
    <>
      {started && (
        <RewardsReader
          key={`${maker.by}/${maker.uid ?? ''}`}
          fallback={null}
          familyId={familyId}
          maker={maker}
          onActor={setActor}
        />
      )}
      <PageShownContext.Provider value={setPageShown}>
        <RewardsActorContext.Provider value={actor}>{children}</RewardsActorContext.Provider>
      </PageShownContext.Provider>
    </>
  );
}

/**
 * True from the first frame painted after `ready` was: the day's rows reach the screen before the
 * rewards' code and reads start beside them (their reads and their render would share its time).
 */
function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // The callback runs before the next paint; the task it queues, after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
