// The machines the app runs, told how to report to it, and what it reads of its boards.
import { sendParent, type ActorRefFrom } from 'xstate';
import { authMachine } from '../auth';
import type { dayBoardMachine } from '../dayBoard';
import { listenersMachine } from '../listeners';
import type { CalendarDate } from '../calendar';
import type { Route } from '../route';
import type { AppContext } from './types';

/** The auth machine, telling the app each time someone signs in or out. */
export const authReportingSession = authMachine.provide({
  actions: {
    reportSession: sendParent(({ context }) =>
      context.user
        ? { type: 'session.signedIn' as const, user: context.user }
        : { type: 'session.signedOut' as const },
    ),
  },
});

/** The listeners, telling the app what the config holds, a new day under typed text, and a lost family. */
export const listenersReportingLostAccess = listenersMachine.provide({
  actions: {
    reportNewDay: sendParent((_, { today }) => ({ type: 'clock.dayChanged' as const, today })),
    reportAccessLost: sendParent(({ context }) => ({
      type: 'family.lost' as const,
      name: context.config?.name ?? null,
    })),
    // Every family has a name (an empty one is stored as "Our family"): none means no family.
    reportConfig: sendParent((_, { config }) => ({
      type: 'family.heard' as const,
      exists: config.name !== '' || config.kids.length > 0,
    })),
  },
});

/** The text a board holds that was never saved: the entry box and the titles waiting to be. */
export function unsavedOnBoard(board: ActorRefFrom<typeof dayBoardMachine> | undefined): string[] {
  // A board that never started (or a stand-in without a context) holds nothing.
  const context = board?.getSnapshot().context;
  if (!context) return [];
  const { saving, queue, draft, editDrafts } = context;
  return [
    saving?.title ?? '',
    ...queue.map((queued) => queued.title),
    draft.trim(),
    ...Object.values(editDrafts).map((typed) => typed.trim()),
  ].filter((title) => title !== '');
}

/** The day a route shows: its date, or today. */
export function routeDate(route: Route, today: CalendarDate): CalendarDate {
  return route.kind === 'day' && route.date ? route.date : today;
}

/** What the children of an open family start from: the family, the day in view, and today. */
export function familyInView({ familyId, route, today }: AppContext) {
  return { familyId: familyId ?? '', date: routeDate(route, today), today };
}
