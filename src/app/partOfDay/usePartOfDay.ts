import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom, MachineImplementationsFrom } from 'xstate';
import { familyMinutes } from '../../../machines/domain/familyDay';
import { minutesUntilNextPart, partAt, type PartStarts } from '../../../machines/domain/parts';
import { partOfDayMachine } from '../../../machines/partOfDay';
import { useAppServices, type AppServices } from '../appServices';
import { useProvidedMachine } from '../useProvidedMachine';

export type PartOfDayActor = ActorRefFrom<typeof partOfDayMachine>;

/** A local time as minutes after midnight, seconds included. */
const minutesOf = (moment: Date) =>
  moment.getHours() * 60 + moment.getMinutes() + moment.getSeconds() / 60;

/** The clock and the device's memory, as "Now only" names them. */
export function createPartOfDayImplementations(now: () => Date, device: AppServices['device']) {
  return {
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
 * it is shown. New times from the family are passed on as they arrive. Before the family's day
 * starts it is still the evening of the day before.
 */
export function usePartOfDay(starts: PartStarts, dayStart: number): PartOfDayActor {
  const { now, device, inspect } = useAppServices();
  const logic = useProvidedMachine(partOfDayMachine, () =>
    createPartOfDayImplementations(now, device),
  );
  const [input] = useState(() => ({
    part: partAt(familyMinutes(minutesOf(now()), dayStart), starts),
    nowOnly: device.nowOnly(),
    starts,
    dayStart,
  }));
  const actor = useActorRef(logic, { input, inspect });
  useEffect(() => {
    const current = actor.getSnapshot().context;
    if (
      current.starts.afternoon !== starts.afternoon ||
      current.starts.evening !== starts.evening ||
      current.dayStart !== dayStart
    ) {
      actor.send({ type: 'parts.changed', starts, dayStart });
    }
  }, [actor, starts, dayStart]);
  return actor;
}
