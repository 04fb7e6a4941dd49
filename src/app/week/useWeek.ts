import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback, type ActorRefFrom, type MachineImplementationsFrom } from 'xstate';
import type { CalendarDate } from '../../../machines/calendar';
import { parseDayLists } from '../../../machines/domain/stars';
import { weekMachine, type DaysRange, type WeekEvent } from '../../../machines/week';
import type { Store } from '../../store/port';
import { AppActorContext } from '../appActorContext';
import { useAppServices } from '../appServices';
import { listsPath } from '../storePaths';
import { useProvidedMachine } from '../useProvidedMachine';

export type WeekActor = ActorRefFrom<typeof weekMachine>;

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

/** The week machine's listeners over the store, and its way to another week's address. */
export function createWeekImplementations(store: Store, navigate: (path: string) => void) {
  return {
    actors: {
      listenToWeek: listenToRange(store, 'week'),
      listenToHistory: listenToRange(store, 'history'),
    },
    actions: { navigate: (_, { path }) => navigate(path) },
  } satisfies MachineImplementationsFrom<typeof weekMachine>;
}

/**
 * The week at a glance for a view: the week starting `weekStart` (read when `showsWeek`), and
 * the streaks' days up to `today` for the kids `kidIds`; all follow their props as they change.
 */
export function useWeek({
  familyId,
  weekStart,
  today,
  showsWeek,
  kidIds,
}: {
  familyId: string;
  weekStart: CalendarDate;
  today: CalendarDate;
  showsWeek: boolean;
  kidIds: readonly string[];
}): WeekActor {
  const app = AppActorContext.useActorRef();
  const { inspect } = useAppServices();
  const logic = useProvidedMachine(weekMachine, ({ store }) =>
    createWeekImplementations(store, (path) => app.send({ type: 'route.go', path })),
  );
  const [input] = useState(() => ({ familyId, weekStart, today, showsWeek, kidIds }));
  const actor = useActorRef(logic, { input, inspect });
  useEffect(() => {
    if (actor.getSnapshot().context.weekStart !== weekStart) {
      actor.send({ type: 'week.show', weekStart });
    }
  }, [actor, weekStart]);
  // The same kids in a new array are no change.
  const kidsKey = kidIds.join('/');
  useEffect(() => {
    if (actor.getSnapshot().context.kidIds.join('/') !== kidsKey) {
      actor.send({ type: 'kids.changed', kidIds: kidsKey === '' ? [] : kidsKey.split('/') });
    }
  }, [actor, kidsKey]);
  useEffect(() => {
    if (actor.getSnapshot().context.today !== today) {
      actor.send({ type: 'clock.dayChanged', today });
    }
  }, [actor, today]);
  return actor;
}
