/**
 * The away machine's effects (docs/design.md "Away days"): the family's away days read live from
 * `away`, and the three writes a grown-up makes: mark a kid or the whole family away, end it
 * early, remove it. Each is one `set` or `remove` at one entry's id, made on the device, so two
 * grown-ups marking at once keep both; a failure is passed on as a StoreError.
 */
import { fromCallback, fromPromise, type MachineImplementationsFrom } from 'xstate';
import { awayValue, endedEarlyTo, parseAway } from '../../../machines/domain/away';
import type {
  awayMachine,
  AwayEvent,
  AwayListenInput,
  AwayWrite,
  AwayWriteInput,
} from '../../../machines/away';
import { toStoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { unixSeconds } from '../effects/taskWrites';
import { writing } from '../effects/writing';
import { awayPath } from '../storePaths';

/** Makes one write below the family's `away`. */
async function writeAway(
  store: Store,
  now: () => Date,
  familyId: string,
  write: AwayWrite,
): Promise<void> {
  const path = awayPath(familyId);
  switch (write.kind) {
    case 'mark': {
      const at = `${path}/${newPushId()}`;
      await writing(at, store.set(at, awayValue({ ...write.mark, made: unixSeconds(now()) })));
      return;
    }
    case 'endEarly': {
      // The kid is back today: it ends yesterday, or is removed when nothing of it is past.
      const to = endedEarlyTo(write.entry, write.today);
      if (to === null) {
        return writeAway(store, now, familyId, { kind: 'remove', entry: write.entry });
      }
      const at = `${path}/${write.entry.id}/to`;
      await writing(at, store.set(at, to));
      return;
    }
    case 'remove': {
      const at = `${path}/${write.entry.id}`;
      await writing(at, store.remove(at));
      return;
    }
  }
}

/** The away machine's listener and writes over the store, with the device's clock. */
export function createAwayImplementations({ store, now }: { store: Store; now: () => Date }) {
  return {
    actors: {
      listenToAway: fromCallback<AwayEvent, AwayListenInput>(({ input, sendBack }) => {
        const path = awayPath(input.familyId);
        return store.subscribe(
          path,
          (value) => sendBack({ type: 'away.heard', away: parseAway(value) }),
          (error) => sendBack({ type: 'away.failed', error: toStoreError(error, path) }),
        );
      }),
      writeAway: fromPromise<void, AwayWriteInput>(({ input }) =>
        writeAway(store, now, input.familyId, input.write),
      ),
    },
  } satisfies MachineImplementationsFrom<typeof awayMachine>;
}
