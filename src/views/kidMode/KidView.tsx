import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { selectFamilyId } from '../../../machines/dayBoard';
import { selectToday } from '../../../machines/dayNavigation';
import {
  selectConfigLoaded,
  selectDayLoaded,
  selectDayStart,
  selectKids,
} from '../../../machines/listeners';
import { selectIsSharedKidDevice } from '../../../machines/app';
import { selectHasRewards } from '../../../machines/rewards/selectors';
import { kidPath } from '../../../machines/route';
import { untilStarted } from '../../../machines/shared/selectors';
import { AppActorContext } from '../../app/appActorContext';
import { useInKidMode } from '../../app/kidMode/useKidMode';
import { StarsProvider } from '../week/stars';
import { DayHeading } from '../DayHeading';
import { ErrorBanner } from '../ErrorBanner';
import { useFamilyActors } from '../familyActors';
import { KidColumn } from '../KidColumn';
import { ListContext, type ListView } from '../listContext';
import { useRewardsActor } from '../rewards/rewardsActor';
import { useFollowLink } from '../useFollowLink';
import { useHoldLastFrame, useKeepLastFrame } from '../../lastFrame/useLastFrame';
import { lazyPage } from '../lazyPage';
import { KidPageSwitch, type KidPage } from './KidPageSwitch';
import { useOpenAtTop } from './useOpenAtTop';
import './kidMode.css';

// A kid's rewards page loads the first time it is opened: most starts show the tasks.
const { Page: KidRewards } = lazyPage(() =>
  import('./KidRewards').then((module) => module.KidRewards),
);

/**
 * One kid's today as one large column, for a kid's own device: big type, big targets, their
 * colour and emoji, progress and the celebration. Rows can only be ticked.
 */
export function KidView({ kidId }: { kidId: string }) {
  const { board, listeners, navigation } = useFamilyActors();
  const familyId = useSelector(board, selectFamilyId);
  const today = useSelector(navigation, selectToday);
  const dayShown = useSelector(listeners, selectDayLoaded);
  const loaded = useSelector(listeners, selectConfigLoaded);
  const kids = useSelector(listeners, selectKids);
  const kid = kids.find((candidate) => candidate.id === kidId);
  const list = useMemo<ListView>(() => ({ kind: 'day', board, tickOnly: true }), [board]);
  // A device for the whole family: any kid may have picked this page, and goes back to choose.
  const shared = AppActorContext.useSelector(selectIsSharedKidDevice);
  // Which of the kid's pages shows: a sibling's pick starts on their tasks.
  const [shownPage, setShownPage] = useState<{ kidId: string; page: KidPage }>({
    kidId,
    page: 'tasks',
  });
  // Rewards are asked for in kid mode only: a grown-up has the Rewards page.
  const kidMode = useInKidMode();
  // Only where the family has rewards for this kid (or the kid a history of them).
  const rewards = useRewardsActor();
  const hasRewards = useSelector(
    rewards ?? undefined,
    untilStarted(selectHasRewards(kidId), false),
  );
  const page = kidMode && hasRewards && shownPage.kidId === kidId ? shownPage.page : 'tasks';
  useOpenAtTop(`${kidId}/${page}`);
  const dayStart = useSelector(listeners, selectDayStart);
  // A painted frame stays until the kid's column is read; once shown, it is kept as one.
  useHoldLastFrame(!(loaded && dayShown));
  useKeepLastFrame(
    loaded && dayShown && kid && page === 'tasks'
      ? { family: familyId, kid: kidId, date: today, dayStart }
      : null,
  );
  return (
    <ListContext.Provider value={list}>
      <div className="page day-page kid-page">
        <DayHeading />
        <main className="kid-page__main">
          <ErrorBanner />
          <div className="kid-page__bar">
            {shared && <NotMe familyId={familyId} />}
            {kidMode && hasRewards && loaded && kid && (
              <KidPageSwitch page={page} onChange={(next) => setShownPage({ kidId, page: next })} />
            )}
          </div>
          {!loaded ? (
            <p className="board__message" role="status">
              Loading…
            </p>
          ) : kid && page === 'rewards' ? (
            <KidRewards
              fallback={
                <p className="board__message" role="status">
                  Loading…
                </p>
              }
              familyId={familyId}
              kid={kid}
            />
          ) : kid ? (
            <StarsProvider familyId={familyId} today={today} ready={dayShown}>
              <KidColumn kid={kid} />
            </StarsProvider>
          ) : (
            <p className="board__message">
              This kid is not in the family any more. A grown-up can choose another in the Family
              page.
            </p>
          )}
        </main>
      </div>
    </ListContext.Provider>
  );
}

/** Back to "Who are you?": it changes nothing, so it asks nobody. */
function NotMe({ familyId }: { familyId: string }) {
  const follow = useFollowLink();
  const href = kidPath(encodeURIComponent(familyId), null);
  return (
    <a className="kid-page__not-me" href={href} onClick={(event) => follow(event, href)}>
      Not me
    </a>
  );
}
