// The app machine's types, actors, guards and actions: the config is in appMachine.ts.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import {
  authReportingSession,
  kidModeReportingLock,
  listenersReportingLostAccess,
  boardReportingUnsaved,
} from './children';
import type {
  AppContext,
  AppEvent,
  AppInput,
  FamilyJoin,
  FamilyRestore,
  FamilyStart,
  MyFamiliesInput,
  MyFamily,
} from './types';
import type { SignedInUser } from '../auth';
import type { CalendarDate } from '../calendar';
import { connectionMachine } from '../connection';
import { togglePickedFor } from './entryChoices';
import type { Part } from '../domain/parts';
import { parseDays } from '../domain/schedule';
import { dayNavigationMachine } from '../dayNavigation';
import type { KidLock } from '../kidMode';
import {
  isFamilyPage,
  isKidModePage,
  kidPath,
  parseRoute,
  routeDate,
  showsDay,
  showsToday,
  type Route,
} from '../route';
import { toShownError } from '../shared/errors';

export const appSetup = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
    children: {} as {
      auth: 'auth';
      connection: 'connection';
      kidMode: 'kidMode';
      listeners: 'listeners';
      dayNavigation: 'dayNavigation';
      dayBoard: 'dayBoard';
      routineBoard: 'routineBoard';
    },
  },
  actors: {
    auth: authReportingSession,
    connection: connectionMachine,
    kidMode: kidModeReportingLock,
    listeners: listenersReportingLostAccess,
    dayNavigation: dayNavigationMachine,
    dayBoard: boardReportingUnsaved,
    /** The same board machine over the kids' routines (`lists/templates`). */
    routineBoard: boardReportingUnsaved,
    /** Reports the signed-in parent's families as `families.heard`. */
    listenToMyFamilies: fromCallback<AppEvent, MyFamiliesInput>(() => () => undefined),
    /** Reports every change of address as `route.heard`. */
    watchAddress: fromCallback<AppEvent>(() => () => undefined),
    /** Writes a new family and returns its id. */
    createFamily: fromPromise<string, FamilyStart>(async () => {
      throw new Error('createFamily is provided by the app');
    }),
    /** Writes a backup's family as a new family and returns its id. */
    restoreFamily: fromPromise<string, FamilyRestore>(async () => {
      throw new Error('restoreFamily is provided by the app');
    }),
    /** Makes the signed-in user a member of the family an invite link names. */
    joinFamily: fromPromise<void, FamilyJoin>(async () => {
      throw new Error('joinFamily is provided by the app');
    }),
  },
  guards: {
    /** `/` opens the family this device has, when it has just one; several are listed. */
    isHomeWithStoredFamily: ({ context }) =>
      context.route.kind === 'home' &&
      context.storedFamilyId !== null &&
      context.deviceFamilyIds.every((id) => id === context.storedFamilyId),
    familyExists: (_, params: { exists: boolean }) => params.exists,
    isHome: ({ context }) => context.route.kind === 'home',
    isInvalid: ({ context }) => context.route.kind === 'invalid',
    isInviteLink: ({ context }) => context.route.kind === 'join',
    hasLostFamily: ({ context }) => context.lostFamily !== null,
    isShowingToday: ({ context }) => showsToday(context.route),
    staysInFamily: ({ context }, params: { route: Route }) =>
      isFamilyPage(params.route) && params.route.familyId === context.familyId,
    isOutsideKidMode: ({ context }) =>
      context.kidLock !== null && !isKidModePage(context.route, context.kidLock),
    /** A device in kid mode is on a page it may not show: it goes back to its kid mode page. */
    leavesKidMode: (_, params: { route: Route; lock: KidLock | null }) =>
      params.lock !== null && !isKidModePage(params.route, params.lock),
  },
  actions: {
    readAddress: assign({
      route: (_, params: { pathname: string; hash: string }) =>
        parseRoute(params.pathname, params.hash),
    }),
    openStoredFamily: assign(({ context }) => ({
      familyId: context.storedFamilyId,
      route: { kind: 'day' as const, familyId: context.storedFamilyId ?? '', date: null },
    })),
    openRouteFamily: assign({
      familyId: ({ context }) => (isFamilyPage(context.route) ? context.route.familyId : null),
    }),
    /** Kid mode shows its own page, whatever the address said. */
    openKidModePage: assign(({ context }) => {
      const { familyId, kidId } = context.kidLock ?? { familyId: '', kidId: null };
      return {
        familyId,
        route:
          kidId === null
            ? { kind: 'day' as const, familyId, date: null }
            : { kind: 'kid' as const, familyId, kidId },
      };
    }),
    keepKidLock: assign({ kidLock: (_, params: { lock: KidLock | null }) => params.lock }),
    openNewFamily: assign((_, params: { familyId: string }) => ({
      familyId: params.familyId,
      storedFamilyId: params.familyId,
      route: { kind: 'day' as const, familyId: params.familyId, date: null },
      error: null,
    })),
    openJoinedFamily: assign(({ context }) => {
      const familyId = context.route.kind === 'join' ? context.route.familyId : null;
      return {
        familyId,
        route: { kind: 'day' as const, familyId: familyId ?? '', date: null },
        error: null,
      };
    }),
    keepUser: assign({ user: (_, params: { user: SignedInUser }) => params.user }),
    keepMyFamilies: assign({
      myFamilies: (_, params: { families: MyFamily[] }) => params.families,
    }),
    forgetUser: assign({ user: null, familyId: null, myFamilies: [] }),
    noteStoredFamily: assign(({ context }) => ({
      storedFamilyId: context.familyId,
      deviceFamilyIds:
        context.familyId === null || context.deviceFamilyIds.includes(context.familyId)
          ? context.deviceFamilyIds
          : [...context.deviceFamilyIds, context.familyId],
    })),
    noteLostFamily: assign(({ context }, params: { name: string | null }) => ({
      lostFamily: { familyId: context.familyId ?? '', name: params.name, unsaved: [] },
    })),
    /**
     * Asked before the boards stop (as the family state is left): each answers with what is
     * typed there and not saved (`unsaved.heard`), heard once the app shows the family lost.
     */
    askDayBoardForUnsaved: sendTo('dayBoard', { type: 'unsaved.ask' as const }),
    askRoutineBoardForUnsaved: sendTo('routineBoard', { type: 'unsaved.ask' as const }),
    keepUnsaved: assign({
      lostFamily: ({ context }, params: { texts: string[] }) =>
        context.lostFamily && {
          ...context.lostFamily,
          unsaved: [...context.lostFamily.unsaved, ...params.texts],
        },
    }),
    /** This device no longer opens the lost family by itself. */
    forgetLostFamily: assign(({ context }) => ({
      storedFamilyId:
        context.storedFamilyId === context.lostFamily?.familyId ? null : context.storedFamilyId,
      deviceFamilyIds: context.deviceFamilyIds.filter((id) => id !== context.lostFamily?.familyId),
      familyId: null,
    })),
    clearLostFamily: assign({ lostFamily: null }),
    keepToday: assign({ today: (_, params: { today: CalendarDate }) => params.today }),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    clearError: assign({ error: null }),
    tellListenersTheDay: sendTo('listeners', ({ context }) => ({
      type: 'listeners.follow' as const,
      date: routeDate(context.route, context.today),
      showingDay: showsDay(context.route),
    })),
    tellNavigationTheDay: sendTo('dayNavigation', ({ context }) => ({
      type: 'day.set' as const,
      date: routeDate(context.route, context.today),
    })),
    tellNavigationToday: sendTo('dayNavigation', ({ context }) => ({
      type: 'today.heard' as const,
      today: context.today,
    })),
    tellBoardTheDay: sendTo('dayBoard', ({ context }) => ({
      type: 'board.follow' as const,
      date: routeDate(context.route, context.today),
    })),
    pickKid: assign({
      picked: ({ context }, params: { kidId: string; allKidIds: string[] }) =>
        togglePickedFor(context.picked, context.kidInView, params.kidId, params.allKidIds),
    }),
    /** Another kid in view: new tasks go to them, whoever was picked for the last one. */
    showKid: assign(({ context }, params: { kidId: string }) => ({
      kidInView: params.kidId,
      picked: params.kidId === context.kidInView ? context.picked : null,
    })),
    pickPart: assign({ part: (_, params: { part: Part | null }) => params.part }),
    pickDays: assign({
      days: (_, params: { days: string | null }) => parseDays(params.days) ?? null,
    }),
    openEntry: assign({ entryOpen: true }),
    /** A run of adds is over: the next task starts from the kid in view, at any time. */
    closeEntry: assign({ entryOpen: false, picked: null, part: null, days: null }),
    /** Another day or page: For and When start again; another page closes the entry. */
    resetEntryFor: assign(({ context }, params: { route: Route }) =>
      sameRoute(context.route, params.route)
        ? {}
        : {
            picked: null,
            part: null,
            days: null,
            entryOpen: context.entryOpen && params.route.kind === context.route.kind,
          },
    ),
    /** The calendar day changed under the page: the entry stays open with what is typed. */
    resetEntryChoices: assign({ picked: null, part: null, days: null }),
    /** Another family (or the same one opened again): its first kid, a fresh entry. */
    resetBoardChoices: assign({
      kidInView: null,
      picked: null,
      part: null,
      days: null,
      entryOpen: false,
    }),
    // Effects the app provides.
    rememberFamilyId: (_, _params: { familyId: string }) => undefined,
    forgetFamilyId: (_, _params: { familyId: string }) => undefined,
    replaceAddress: (_, _params: { path: string }) => undefined,
    pushAddress: (_, _params: { path: string }) => undefined,
  },
});

const sameRoute = (a: Route, b: Route) => JSON.stringify(a) === JSON.stringify(b);

/** The address of the page a device in kid mode shows. */
export function kidModePath(lock: KidLock | null): string {
  return lock === null ? '/' : kidPath(lock.familyId, lock.kidId);
}
