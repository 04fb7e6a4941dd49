import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom, MachineImplementationsFrom, SnapshotFrom } from 'xstate';
import { familyMinutes } from '../../../machines/domain/familyDay';
import { minutesUntilNextPart, partAt } from '../../../machines/domain/parts';
import {
  selectDayStart,
  selectPartStarts,
  type listenersMachine,
} from '../../../machines/listeners';
import { partOfDayMachine, type FamilyParts } from '../../../machines/partOfDay';
import { useAppServices, type AppServices } from '../appServices';
import { followFact, type FactOwner } from '../followFact';
import { useProvidedMachine } from '../useProvidedMachine';

export type PartOfDayActor = ActorRefFrom<typeof partOfDayMachine>;

/** A local time as minutes after midnight, seconds included. */
const minutesOf = (moment: Date) =>
  moment.getHours() * 60 + moment.getMinutes() + moment.getSeconds() / 60;

type ListenersSnapshot = SnapshotFrom<typeof listenersMachine>;

/** The family's times as its listeners have them (the defaults until it sets its own). */
const partsOf = (snapshot: ListenersSnapshot): FamilyParts => ({
  starts: selectPartStarts(snapshot),
  dayStart: selectDayStart(snapshot),
});

const sameParts = (a: FamilyParts, b: FamilyParts) =>
  a.starts.afternoon === b.starts.afternoon &&
  a.starts.evening === b.starts.evening &&
  a.dayStart === b.dayStart;

/**
 * The clock and the device's memory, as "Now only" names them, and the family's times followed
 * from its listeners, which own them.
 */
export function createPartOfDayImplementations(
  now: () => Date,
  device: AppServices['device'],
  listeners: FactOwner<ListenersSnapshot>,
) {
  return {
    actors: {
      followParts: followFact(
        listeners,
        partsOf,
        (parts) => ({ type: 'parts.heard' as const, ...parts }),
        sameParts,
      ),
    },
    delays: {
      nextPartStarts: ({ context }) =>
        Math.ceil(
          minutesUntilNextPart(
            context.part,
            familyMinutes(minutesOf(now()), context.dayStart),
            context.starts,
            context.dayStart,
          ) * 60_000,
        ),
    },
    actions: {
      rememberNowOnly: (_, { nowOnly }) => device.rememberNowOnly(nowOnly),
    },
  } satisfies MachineImplementationsFrom<typeof partOfDayMachine>;
}

/**
 * The Day view's "Now only": the part of the day it is, by the family's times, and whether only
 * it is shown. The machine follows the times the family's `listeners` hear. Before the family's
 * day starts it is still the evening of the day before.
 */
export function usePartOfDay(listeners: ActorRefFrom<typeof listenersMachine>): PartOfDayActor {
  const { now, device, inspect } = useAppServices();
  const logic = useProvidedMachine(partOfDayMachine, () =>
    createPartOfDayImplementations(now, device, listeners),
  );
  const [input] = useState(() => {
    const { starts, dayStart } = partsOf(listeners.getSnapshot());
    return {
      part: partAt(familyMinutes(minutesOf(now()), dayStart), starts),
      nowOnly: device.nowOnly(),
      starts,
      dayStart,
    };
  });
  return useActorRef(logic, { input, inspect });
}
