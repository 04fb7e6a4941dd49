// "Now only": the part of the day follows the clock; the choice to show only it is remembered.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  DEFAULT_PART_STARTS,
  minutesUntilNextPart,
  parsePartStarts,
  partStartsProblem,
  nextPart,
  partAt,
  PARTS,
  type Part,
} from '../../machines/domain/parts';
import { familyMinutes } from '../../machines/domain/familyDay';
import { partOfDayMachine } from '../../machines/partOfDay';
import { describeModelWalk } from '../support/modelWalk';

/** A family whose afternoon starts at 13:00 and evening at 19:30. */
const LATE_STARTS = { afternoon: 13 * 60, evening: 19 * 60 + 30 };

// What the device was asked to remember, in order; each walk starts with none.
let remembered: boolean[] = [];

describeModelWalk('the part of day machine, walked from its model', {
  machine: partOfDayMachine,
  walked: () => {
    remembered = [];
    return partOfDayMachine.provide({
      actions: { rememberNowOnly: (_, { nowOnly }) => void remembered.push(nowOnly) },
    });
  },
  inputs: [
    {
      label: 'showing the whole day',
      input: { part: 'morning', nowOnly: false, starts: DEFAULT_PART_STARTS, dayStart: 0 },
    },
    {
      label: 'remembered as now only',
      input: { part: 'evening', nowOnly: true, starts: DEFAULT_PART_STARTS, dayStart: 0 },
    },
  ],
  events: [
    { type: 'view.nowOnly' },
    { type: 'view.wholeDay' },
    { type: 'parts.heard', starts: LATE_STARTS, dayStart: 3 },
  ],
  // Three parts a day: the clock may go round once; the views do not multiply it.
  filterEvents: (snapshot, event) =>
    !event.type.startsWith('xstate.after.') ||
    (snapshot.context as { part: Part }).part !== 'evening',
  states: {
    // The choice made here is the one the device keeps.
    'view.nowOnly': () => {
      if (remembered.length > 0) expect(remembered.at(-1)).toBe(true);
    },
    'view.wholeDay': () => {
      if (remembered.length > 0) expect(remembered.at(-1)).toBe(false);
    },
  },
  steps: {
    // The family's new times are the ones the clock is read against from then on.
    'parts.heard': ({ event, after }) => {
      expect(after.context.starts).toEqual(event.starts);
      expect(after.context.dayStart).toBe(event.dayStart);
    },
    // The clock moves one part at a time, in order.
    'xstate.after.nextPartStarts.partOfDay.clock.running': ({ before, after }) =>
      expect(after.context.part).toBe(nextPart(before.context.part)),
  },
});

describe('the parts of the day by the clock', () => {
  it('are the morning until 12:00, the afternoon until 18:00, and the evening after', () => {
    expect(
      [0, 11 * 60 + 59, 12 * 60, 17 * 60 + 59, 18 * 60, 23 * 60 + 59].map((minutes) =>
        partAt(minutes),
      ),
    ).toEqual(['morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening']);
    expect(PARTS.map(nextPart)).toEqual(['afternoon', 'evening', 'morning']);
  });

  it('are read as the family stored them only when they make a day', () => {
    expect(parsePartStarts({ afternoon: 780, evening: 1170 })).toEqual({
      afternoon: 780,
      evening: 1170,
    });
    for (const odd of [
      { afternoon: 1170, evening: 780 },
      { afternoon: 0, evening: 780 },
      { afternoon: 780, evening: 1440 },
      { afternoon: 780.5, evening: 1170 },
      { afternoon: '13:00', evening: 1170 },
      null,
    ]) {
      expect(parsePartStarts(odd), JSON.stringify(odd)).toBeUndefined();
    }
    expect(partStartsProblem(1170, 780)).toBe('The evening starts after the afternoon.');
  });

  it('wait until the part ends, or not at all when the clock says another has begun', () => {
    expect(minutesUntilNextPart('morning', 9 * 60)).toBe(3 * 60);
    expect(minutesUntilNextPart('evening', 20 * 60)).toBe(4 * 60);
    // A device that slept through the afternoon catches up at once.
    expect(minutesUntilNextPart('morning', 20 * 60)).toBe(0);
  });

  it('a day of the real clock: the part changes at 12:00 and 18:00, and again at midnight', () => {
    const clock = new SimulatedClock();
    const start = 9 * 60; // 09:00
    const minutesNow = () => start + clock.now() / 60_000;
    const seen: Part[] = [];
    const actor = createActor(
      partOfDayMachine.provide({
        delays: {
          nextPartStarts: ({ context }) =>
            minutesUntilNextPart(context.part, minutesNow() % (24 * 60)) * 60_000,
        },
        actions: { rememberNowOnly: () => undefined },
      }),
      {
        input: { part: partAt(start), nowOnly: true, starts: DEFAULT_PART_STARTS, dayStart: 0 },
        clock,
      },
    ).start();
    seen.push(actor.getSnapshot().context.part);
    actor.subscribe((snapshot) => seen.push(snapshot.context.part));
    for (const hour of [12, 18, 24]) {
      clock.increment((hour * 60 - minutesNow()) * 60_000);
    }
    const changes = seen.filter((part, index) => part !== seen[index - 1]);
    expect(changes).toEqual(['morning', 'afternoon', 'evening', 'morning']);
    expect(actor.getSnapshot().matches({ view: 'nowOnly' })).toBe(true);
  });

  it('the family’s own times: 12:30 is still the morning once the afternoon starts at 13:00', () => {
    const clock = new SimulatedClock();
    const start = 12 * 60 + 30; // 12:30, the afternoon by the default times
    const minutesNow = () => start + clock.now() / 60_000;
    const actor = createActor(
      partOfDayMachine.provide({
        delays: {
          nextPartStarts: ({ context }) =>
            minutesUntilNextPart(context.part, minutesNow(), context.starts) * 60_000,
        },
      }),
      {
        input: { part: partAt(start), nowOnly: true, starts: DEFAULT_PART_STARTS, dayStart: 0 },
        clock,
      },
    ).start();
    expect(actor.getSnapshot().context.part).toBe('afternoon');
    // A minute at a time, as a wall clock goes; timers due on the way fire.
    const walkTo = (minutes: number) => {
      while (minutesNow() < minutes) clock.increment(60_000);
    };
    // Moved later by the family: the clock says morning again, and the part catches up.
    actor.send({ type: 'parts.heard', starts: LATE_STARTS, dayStart: 0 });
    walkTo(12 * 60 + 33);
    expect(actor.getSnapshot().context.part).toBe('morning');
    walkTo(13 * 60 + 1);
    expect(actor.getSnapshot().context.part).toBe('afternoon');
    walkTo(19 * 60 + 31);
    expect(actor.getSnapshot().context.part).toBe('evening');
  });
});

describe('a family whose day starts at 03:00', () => {
  it('is still in the evening at 00:30, and the morning begins at 03:00', () => {
    const clock = new SimulatedClock();
    const start = 23 * 60; // 23:00
    const minutesNow = () => (start + clock.now() / 60_000) % (24 * 60);
    const actor = createActor(
      partOfDayMachine.provide({
        delays: {
          nextPartStarts: ({ context }) =>
            minutesUntilNextPart(
              context.part,
              familyMinutes(minutesNow(), context.dayStart),
              context.starts,
              context.dayStart,
            ) * 60_000,
        },
      }),
      {
        input: { part: 'evening', nowOnly: true, starts: DEFAULT_PART_STARTS, dayStart: 3 },
        clock,
      },
    ).start();
    clock.increment(90 * 60_000); // 00:30
    expect(actor.getSnapshot().context.part).toBe('evening');
    clock.increment(150 * 60_000 - 1); // a moment before 03:00
    expect(actor.getSnapshot().context.part).toBe('evening');
    clock.increment(1); // 03:00
    expect(actor.getSnapshot().context.part).toBe('morning');
  });
});
