import { fromCallback, fromPromise } from 'xstate';
import { type CalendarDate } from '../../../machines/calendar';
import { familyDate, msUntilNextDayStart } from '../../../machines/domain/familyDay';
import {
  KID_COLORS,
  KID_EMOJIS,
  kidIdFromName,
  parseConfig,
  parseDayList,
  parseLibrary,
  parseTemplates,
} from '../../../machines/domain/family';
import type { FamilyStart, NewFamily } from '../../../machines/app';
import { visibleTrim } from '../../../machines/domain/text';
import type { ListenerCommand, ListenersEvent, TodayReading } from '../../../machines/listeners';
import { refuseLongText, refuseTooManyKids } from './limits';
import { StoreError, toStoreError } from '../../store/errors';
import type { Store, Unsubscribe } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { configPath, dayListPath, libraryPath, templatesPath } from '../storePaths';
import { markTimeline, type TimelineMark } from '../timeline';
import { membershipUpdate } from './membershipEffects';

/** The config a new family starts with (docs/design.md "Data layout"). */
export function newFamilyConfig({ name, kidNames }: NewFamily) {
  const names = kidNames.map(visibleTrim).filter((kid) => kid !== '');
  const ids: string[] = [];
  for (const kid of names) ids.push(kidIdFromName(kid, ids));
  const byKid = <T>(pick: (index: number) => T) =>
    Object.fromEntries(ids.map((id, index) => [id, pick(index)]));
  return {
    name: visibleTrim(name) || 'Our family',
    kids: ids,
    order: ids.join(','),
    names: byKid((index) => names[index] ?? ''),
    colors: byKid((index) => KID_COLORS[index % KID_COLORS.length] ?? '#e4572e'),
    emojis: byKid((index) => KID_EMOJIS[index % KID_EMOJIS.length] ?? '🦊'),
  };
}

/** `accounts`: the backend has members (Firebase), so the creator becomes the first one. */
export function createFamilyEffects(
  store: Store,
  now: () => Date,
  accounts = false,
  rememberDayStart?: (familyId: string, dayStart: number) => void,
) {
  return {
    createFamily: fromPromise<string, FamilyStart>(async ({ input }) => {
      const config = newFamilyConfig(input);
      if (config.kids.length === 0) {
        throw new StoreError('NO_KIDS', 'Add at least one kid’s name to start.', 'families');
      }
      refuseLongText(config.name, 'name', 'families');
      for (const name of Object.values(config.names)) refuseLongText(name, 'name', 'families');
      refuseTooManyKids(config.kids.length, 'families');
      const familyId = newPushId();
      const members =
        __FIREBASE_MODE__ && accounts && input.user
          ? membershipUpdate(familyId, input.user, now())
          : {};
      // One write: with accounts, the rules only let a family be created with its creator in it.
      await store.update('', { [configPath(familyId)]: config, ...members });
      return familyId;
    }),

    /** The four listeners for one family; the day listener follows the day in view. */
    listenToFamily: fromCallback<ListenerCommand, { familyId: string; date: CalendarDate }>(
      ({ input, sendBack, receive }) => {
        const send = (event: ListenersEvent) => sendBack(event);
        const fail = (path: string) => (error: Error) =>
          send({ type: 'listeners.failed', error: toStoreError(error, path) });
        // The first of each, marked for the cold start's timeline.
        const marked = new Set<TimelineMark>();
        const listen = <T>(path: string, deliver: (value: unknown) => T, mark?: TimelineMark) =>
          store.subscribe(
            path,
            (value) => {
              if (mark && !marked.has(mark)) {
                marked.add(mark);
                markTimeline(mark);
              }
              deliver(value);
            },
            fail(path),
          );

        const { familyId } = input;
        markTimeline('kids-todo:listening');
        const stops: Unsubscribe[] = [
          listen(
            configPath(familyId),
            (value) =>
              send({ type: 'listeners.heard', source: 'config', value: parseConfig(value) }),
            'kids-todo:config',
          ),
          listen(libraryPath(familyId), (value) =>
            send({ type: 'listeners.heard', source: 'library', value: parseLibrary(value) }),
          ),
          listen(templatesPath(familyId), (value) =>
            send({ type: 'listeners.heard', source: 'templates', value: parseTemplates(value) }),
          ),
        ];
        const listenToDay = (date: CalendarDate) =>
          listen(
            dayListPath(familyId, date),
            (value) =>
              send({ type: 'listeners.heard', source: 'day', value: parseDayList(value), date }),
            'kids-todo:day',
          );
        let date = input.date;
        let stopDay = listenToDay(date);
        receive((command) => {
          if (command.date === date) return;
          date = command.date;
          stopDay();
          stopDay = listenToDay(date);
        });
        return () => {
          stops.forEach((stop) => stop());
          stopDay();
        };
      },
    ),

    /**
     * The family's date now and how long until its next day starts; its day start is remembered
     * for the next start's first frame.
     */
    readToday: fromPromise<TodayReading, { familyId: string; dayStart: number }>(
      async ({ input }) => {
        rememberDayStart?.(input.familyId, input.dayStart);
        const moment = now();
        return {
          today: familyDate(moment, input.dayStart),
          nextDayStartIn: msUntilNextDayStart(moment, input.dayStart),
        };
      },
    ),
  };
}
