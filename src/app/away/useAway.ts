/**
 * A family's away days for a view (docs/design.md "Away days"): read live from `away`, and the
 * three things a grown-up does with them: mark a kid or the whole family away, end it early,
 * remove it. Each write is one `set` or `remove` at one entry's id, made on the device, so two
 * grown-ups marking at once keep both.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CalendarDate } from '../../../machines/calendar';
import {
  awayValue,
  endedEarlyTo,
  parseAway,
  type AwayEntry,
  type AwayList,
} from '../../../machines/domain/away';
import { toShownError, type ShownError } from '../../../machines/shared/errors';
import { newPushId } from '../../store/pushId';
import { useAppServices } from '../appServices';
import { unixSeconds } from '../effects/taskWrites';
import { writing } from '../effects/writing';
import { awayPath } from '../storePaths';

export interface AwayMark {
  /** The kid away; `null`: the whole family. */
  kid: string | null;
  from: CalendarDate;
  to: CalendarDate;
  reason: string;
}

interface AwayRead {
  /** `null` until first heard. */
  away: AwayList | null;
  error: ShownError | null;
}

const NONE: AwayList = [];

/** The family's away days as stored, live; `[]` until read (nothing is away). */
export function useAwayList(familyId: string): AwayList {
  return useAwayRead(familyId).away ?? NONE;
}

function useAwayRead(familyId: string): AwayRead {
  const { store } = useAppServices();
  const [read, setRead] = useState<AwayRead>({ away: null, error: null });
  useEffect(
    () =>
      store.subscribe(
        awayPath(familyId),
        (value) => setRead({ away: parseAway(value), error: null }),
        (error) => setRead((before) => ({ ...before, error: toShownError(error) })),
      ),
    [store, familyId],
  );
  return read;
}

/** The away days and the writes the Family view makes; each write rejects with a StoreError. */
export function useAway(familyId: string) {
  const { store, now } = useAppServices();
  const read = useAwayRead(familyId);
  const path = awayPath(familyId);

  const mark = useCallback(
    async (input: AwayMark) => {
      const at = `${path}/${newPushId()}`;
      await writing(at, store.set(at, awayValue({ ...input, made: unixSeconds(now()) })));
    },
    [store, now, path],
  );

  const remove = useCallback(
    async (entry: AwayEntry) => {
      const at = `${path}/${entry.id}`;
      await writing(at, store.remove(at));
    },
    [store, path],
  );

  /** The kid is back today: it ends yesterday, or is removed when nothing of it is past. */
  const endEarly = useCallback(
    async (entry: AwayEntry, today: CalendarDate) => {
      const to = endedEarlyTo(entry, today);
      if (to === null) return remove(entry);
      const at = `${path}/${entry.id}/to`;
      await writing(at, store.set(at, to));
    },
    [store, path, remove],
  );

  return { away: read.away, error: read.error, mark, endEarly, remove };
}
