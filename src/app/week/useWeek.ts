import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, type ActorRefFrom, type MachineImplementationsFrom } from 'xstate';
import type { CalendarDate } from '../../../machines/calendar';
import { parseDayLists, weekStart } from '../../../machines/domain/stars';
import type { listenersMachine } from '../../../machines/listeners';
import { weekMachine, type DaysRange, type WeekEvent } from '../../../machines/week';
import type { Store } from '../../store/port';
import { AppActorContext } from '../appActorContext';
import { useAppServices } from '../appServices';
import type { AwayActor } from '../away/useAwayMachine';
import {
  followAway,
  followKids,
  followToday,
  kidIdsOf,
  type AppSnapshot,
  type AwaySnapshot,
  type ListenersSnapshot,
} from '../familyFollowers';
import { followFact, type FactOwner } from '../followFact';
import { listsPath } from '../storePaths';
import { useProvidedMachine } from '../useProvidedMachine';

export type WeekActor = ActorRefFrom<typeof weekMachine>;

/** Where the week machine's facts come from, and which week it reads. */
export interface WeekOwners {
  /** The app: the address (the week in view) and today. */
  app: FactOwner<AppSnapshot>;
  /** The family's listeners: its kids. */
  listeners: FactOwner<ListenersSnapshot>;
  /** The family's away machine: its away days, which neither count towards a streak nor break it. */
  away: FactOwner<AwaySnapshot>;
  familyId: string;
  /** The Week view (the address's week); otherwise the Day view's streaks (this week). */
  showsWeek: boolean;
}

/**
 * The Monday of the week in view: on the Week view, of the week the address names (`undefined`
 * on any other page: the Week view is closing); for the streaks alone, of this week.
 */
export function weekInView(
  { context: { route, today } }: AppSnapshot,
  { familyId, showsWeek }: Pick<WeekOwners, 'familyId' | 'showsWeek'>,
): CalendarDate | undefined {
  if (!showsWeek) return weekStart(today);
  return route.kind === 'week' && route.familyId === familyId
    ? weekStart(route.date ?? today)
    : undefined;
}

/** One range listener over the family's days; what it hears is parsed into days by date. */
function listenToRange(store: Store, kind: 'week' | 'history') {
  return fromCallback<WeekEvent, DaysRange>(({ input, sendBack }) =>
    store.subscribeRange(
      listsPath(input.familyId),
      input.from,
      input.to,
      (value) =>
        sendBack(
          kind === 'week'
            ? { type: 'week.heard', days: parseDayLists(value) }
            : { type: 'history.heard', days: parseDayLists(value) },
        ),
      (error) =>
        sendBack(
          kind === 'week' ? { type: 'week.failed', error } : { type: 'history.failed', error },
        ),
    ),
  );
}

/**
 * The week machine's listeners over the store, its way to another week's address, and the facts
 * it follows from the actors that own them.
 */
export function createWeekImplementations(
  store: Store,
  navigate: (path: string) => void,
  owners: WeekOwners,
) {
  const { app, listeners, away } = owners;
  return {
    actors: {
      listenToWeek: listenToRange(store, 'week'),
      listenToHistory: listenToRange(store, 'history'),
      followWeekStart: followFact(
        app,
        (snapshot) => weekInView(snapshot, owners),
        (start) => ({ type: 'weekStart.heard' as const, weekStart: start }),
      ),
      followToday: followToday(app),
      followKids: followKids(listeners),
      followAway: followAway(away),
    },
    actions: { navigate: (_, { path }) => navigate(path) },
  } satisfies MachineImplementationsFrom<typeof weekMachine>;
}

/**
 * The week at a glance for a view: on the Week view (`showsWeek`) the week the address names and
 * its days, and the streaks' days up to today for the family's kids. The machine follows the
 * address and today from the app, the kids from the family's `listeners`, and the away days from
 * its `away` machine (the one the views show them from).
 */
export function useWeek({
  familyId,
  showsWeek,
  listeners,
  away,
}: {
  familyId: string;
  showsWeek: boolean;
  listeners: ActorRefFrom<typeof listenersMachine>;
  away: AwayActor;
}): WeekActor {
  const app = AppActorContext.useActorRef();
  const { inspect } = useAppServices();
  const logic = useProvidedMachine(weekMachine, ({ store }) =>
    createWeekImplementations(store, (path) => app.send({ type: 'route.go', path }), {
      app,
      listeners,
      away,
      familyId,
      showsWeek,
    }),
  );
  const [input] = useState(() => {
    const now = app.getSnapshot();
    const { today } = now.context;
    return {
      familyId,
      showsWeek,
      today,
      weekStart: weekInView(now, { familyId, showsWeek }) ?? weekStart(today),
      kidIds: kidIdsOf(listeners.getSnapshot()),
    };
  });
  return useActorRef(logic, { input, inspect });
}
