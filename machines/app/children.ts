// The machines the app runs, told how to report to it.
import { sendParent } from 'xstate';
import { authMachine } from '../auth';
import { dayBoardMachine } from '../dayBoard';
import { kidModeMachine, type KidLock } from '../kidMode';
import { listenersMachine } from '../listeners';
import { parseRoute, routeDate, showsDay } from '../route';
import type { AppContext, AppEvent, FamilyJoin, FamilyRestore, FamilyStart } from './types';

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

/** The device's mode, telling the app each time it changes. */
export const kidModeReportingLock = kidModeMachine.provide({
  actions: {
    reportLock: sendParent((_, { lock }: { lock: KidLock | null }) => ({
      type: 'kidMode.heard' as const,
      lock,
    })),
  },
});

/** The listeners, telling the app what the config holds, a new day under typed text, and a lost family. */
export const listenersReportingLostAccess = listenersMachine.provide({
  actions: {
    reportNewDay: sendParent((_, { today }) => ({ type: 'today.heard' as const, today })),
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

/**
 * A board (the day's or the routine's), telling the app what is typed and not saved when asked:
 * as the family is lost, what was typed is named on screen, not dropped.
 */
export const boardReportingUnsaved = dayBoardMachine.provide({
  actions: {
    reportUnsaved: sendParent((_, { texts }: { texts: string[] }) => ({
      type: 'unsaved.heard' as const,
      texts,
    })),
  },
});

/** What the children of an open family start from: the family, the day in view, and today. */
export function familyInView({ familyId, route, today }: AppContext) {
  return { familyId: familyId ?? '', date: routeDate(route, today), today };
}

/** The listeners follow the family, the day in view and whether a day's columns show. */
export function listenersInput(context: AppContext) {
  const { familyId, date, today } = familyInView(context);
  return { familyId, date, loadedOn: today, showingDay: showsDay(context.route) };
}

/** The day's board: the family and the day in view. */
export function boardInput(context: AppContext) {
  const { familyId, date } = familyInView(context);
  return { familyId, date };
}

/** The routine's board: the family, seeding from today. */
export function routineInput(context: AppContext) {
  const { familyId, today } = familyInView(context);
  return { familyId, date: today };
}

/** What a new family's first write is given, from the welcome screen's event. */
export function familyStartInput(context: AppContext, event: AppEvent): FamilyStart {
  return {
    name: event.type === 'family.start' ? event.name : '',
    kidNames: event.type === 'family.start' ? event.kidNames : [],
    today: context.today,
    user: context.user,
  };
}

/** What restoring a backup as a new family is given, from the welcome screen's event. */
export function familyRestoreInput(context: AppContext, event: AppEvent): FamilyRestore {
  return {
    family: event.type === 'family.restore' ? event.family : { config: {} },
    user: context.user,
  };
}

/** An invite link's family and code, for joining. */
export function familyJoinInput(context: AppContext): FamilyJoin {
  const { route } = context;
  return {
    familyId: route.kind === 'join' ? route.familyId : '',
    code: route.kind === 'join' ? route.code : '',
    user: context.user,
  };
}

/** The page and the mode after an event: a new address, or a new mode on the same page. */
export function kidModeMove(context: AppContext, event: AppEvent) {
  return {
    route: event.type === 'route.heard' ? parseRoute(event.pathname, event.hash) : context.route,
    lock: event.type === 'kidMode.heard' ? event.lock : context.kidLock,
  };
}
