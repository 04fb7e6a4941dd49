/**
 * Seeding a day from the routine, on every store (docs/design.md "Seeding and the routine"): once
 * per day, in one transaction, never on a past day, and never bringing back a task a kid deleted.
 */
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../machines/calendar';
import type { Templates } from '../../../machines/domain/family';
import { seedDayFromTemplates } from '../../../src/app/effects/seedingEffects';
import type { StoreObject } from '../../../src/store/port';
import { readValue, type ContractStores } from './support';

/** Sunday 22 November 2026, 09:30 local time. */
const now = () => new Date(2026, 10, 22, 9, 30);
const TODAY = '2026-11-22' as CalendarDate;
const TOMORROW = '2026-11-23' as CalendarDate;
const YESTERDAY = '2026-11-21' as CalendarDate;

const routine = (kid: string, titles: string[]) =>
  titles.map((title, index) => ({
    id: `${kid}-${index}`,
    title,
    completed: false as const,
    order: index + 1,
  }));

const templates: Templates = {
  ada: routine('ada', ['Brush teeth', 'Make the bed', 'Read a book']),
  ben: routine('ben', ['Feed the cat', 'Pack the bag', 'Practise piano']),
};

const seeding = (familyId: string, date: CalendarDate) => ({
  familyId,
  date,
  today: TODAY,
  templates,
  kidIds: ['ada', 'ben'],
});

const dayPath = (familyId: string, date: CalendarDate) => `families/${familyId}/lists/${date}`;

function titlesOf(day: StoreObject, kid: string): string[] {
  const tasks = (day[kid] ?? {}) as Record<string, { title: string; order: number }>;
  return Object.values(tasks)
    .sort((a, b) => a.order - b.order)
    .map((task) => task.title);
}

export function describeSeeding(
  stores: ContractStores,
  { keepsChanges = false }: { keepsChanges?: boolean } = {},
): void {
  describe('seeding a day from the routine', () => {
    it('copies only the tasks for the day’s weekday, each in its part of the day, with its picture', async () => {
      const store = stores.open();
      // Monday 23 November: Piano is Tuesdays only, the bath is every evening.
      const weekly: Templates = {
        ada: [
          {
            id: 'a1',
            title: 'Brush teeth',
            completed: false,
            order: 1,
            part: 'morning',
            picture: '🪥',
          },
          { id: 'a2', title: 'Piano', completed: false, order: 2, days: '2' },
          { id: 'a3', title: 'Bath', completed: false, order: 3, part: 'evening' },
        ],
      };
      const input = { ...seeding('f1', TOMORROW), templates: weekly, kidIds: ['ada'] };
      expect(await seedDayFromTemplates(store, now, input)).toBe(true);
      const ada = (await readValue(store, `${dayPath('f1', TOMORROW)}/ada`)) as Record<
        string,
        StoreObject
      >;
      expect(
        Object.values(ada)
          .sort((a, b) => Number(a.order) - Number(b.order))
          .map(({ title, part, picture }) => [title, part ?? null, picture ?? null]),
      ).toEqual([
        ['Brush teeth', 'morning', '🪥'],
        ['Bath', 'evening', null],
      ]);
    });

    it('copies each kid’s routine into a new day, not done, and marks it seeded', async () => {
      const store = stores.open();
      expect(await seedDayFromTemplates(store, now, seeding('f1', TOMORROW))).toBe(true);
      const day = (await readValue(store, dayPath('f1', TOMORROW))) as StoreObject;
      expect(titlesOf(day, 'ada')).toEqual(['Brush teeth', 'Make the bed', 'Read a book']);
      expect(titlesOf(day, 'ben')).toEqual(['Feed the cat', 'Pack the bag', 'Practise piano']);
      expect(
        Object.values(day.ada as StoreObject).every((t) => (t as StoreObject).completed === false),
      ).toBe(true);
      expect(day._seeded).toBe(Math.floor(now().getTime() / 1000));
    });

    it('each seeded task keeps its routine task’s id: a day seeded apart on two devices is one day', async () => {
      const [phone, tablet] = [stores.open(), stores.open()];
      await seedDayFromTemplates(phone, now, seeding('f1', TOMORROW));
      await seedDayFromTemplates(tablet, now, seeding('f2', TOMORROW));
      const [onPhone, onTablet] = await Promise.all([
        readValue(phone, dayPath('f1', TOMORROW)),
        readValue(tablet, dayPath('f2', TOMORROW)),
      ]);
      expect(Object.keys((onPhone as StoreObject).ada as StoreObject).sort()).toEqual([
        'ada-0',
        'ada-1',
        'ada-2',
      ]);
      expect(onTablet).toEqual(onPhone);
    });

    it.skipIf(keepsChanges)(
      'two devices opening the same new day at the same moment seed it once, 50 runs in a row',
      async () => {
        for (let run = 0; run < 50; run++) {
          const familyId = `race-${run}`;
          const [first, second] = [stores.open(), stores.open()];
          const outcomes = await Promise.all([
            seedDayFromTemplates(first, now, seeding(familyId, TODAY)),
            seedDayFromTemplates(second, now, seeding(familyId, TODAY)),
          ]);
          expect(outcomes.filter(Boolean), `run ${run}`).toHaveLength(1);
          const day = (await readValue(first, dayPath(familyId, TODAY))) as StoreObject;
          expect(titlesOf(day, 'ada'), `run ${run}`).toHaveLength(3);
          expect(titlesOf(day, 'ben'), `run ${run}`).toHaveLength(3);
        }
      },
    );

    it('a day already seeded is left alone, and a deleted seeded task does not come back', async () => {
      const store = stores.open();
      await seedDayFromTemplates(store, now, seeding('f1', TODAY));
      const day = (await readValue(store, dayPath('f1', TODAY))) as StoreObject;
      const [firstKey] = Object.keys(day.ada as StoreObject);
      await store.remove(`${dayPath('f1', TODAY)}/ada/${firstKey}`);
      expect(await seedDayFromTemplates(stores.open(), now, seeding('f1', TODAY))).toBe(false);
      const after = (await readValue(store, dayPath('f1', TODAY))) as StoreObject;
      expect(titlesOf(after, 'ada')).toEqual(['Make the bed', 'Read a book']);
      expect(titlesOf(after, 'ben')).toHaveLength(3);
    });

    it('tasks already on the day stay, and the routine joins them', async () => {
      const store = stores.open();
      await store.set(`${dayPath('f1', TODAY)}/ada/early`, {
        title: 'Water the plants',
        completed: 1_795_000_000,
        order: 9,
      });
      await seedDayFromTemplates(store, now, seeding('f1', TODAY));
      const day = (await readValue(store, dayPath('f1', TODAY))) as StoreObject;
      expect(titlesOf(day, 'ada')).toEqual([
        'Brush teeth',
        'Make the bed',
        'Read a book',
        'Water the plants',
      ]);
      expect((day.ada as StoreObject).early).toMatchObject({ completed: 1_795_000_000 });
    });

    it('past days are never seeded', async () => {
      const store = stores.open();
      expect(
        await seedDayFromTemplates(store, now, { ...seeding('f1', YESTERDAY), today: YESTERDAY }),
      ).toBe(false);
      expect(await readValue(store, dayPath('f1', YESTERDAY))).toBeNull();
    });
  });
}
