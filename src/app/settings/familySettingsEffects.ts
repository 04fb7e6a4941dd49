/**
 * The Family view's writes. Adding, moving and removing kids are transactions on `config`, so
 * `kids`, `order` and the per-kid maps never go out of step, and two devices' changes to the
 * kid list both take effect; they write only those fields (`CONFIG_FIELDS`). A rename, colour or
 * emoji is one update of that kid's own keys; the name, times and PIN are each their own path.
 * The changes themselves, pure and named by plain data, are in `kidList.ts`.
 */
import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import { parseConfig, type Kid } from '../../../machines/domain/family';
import type { PartStarts } from '../../../machines/domain/parts';
import { pinProblem } from '../../../machines/domain/pin';
import { makePinRecord } from '../kidMode/pin';
import { LIMIT_MESSAGES, MAX_KIDS } from '../../../machines/domain/limits';
import type {
  familySettingsMachine,
  KidChange,
  KidMove,
  KidRemoval,
  NewKid,
} from '../../../machines/familySettings';
import { StoreError, toStoreError } from '../../store/errors';
import type { Store, TransactionResult } from '../../store/port';
import { kidsChange, runIntent } from '../effects/intents';
import { refuseLongText } from '../effects/limits';
import { writing } from '../effects/writing';
import { configPath, familyPath } from '../storePaths';
import { addedKid, newKid, type KidListEdit } from './kidList';

/** Paths below `families/{family}`; `null` removes. */
export type FamilyUpdate = Record<string, string | string[] | null>;

export function familyNameUpdate(name: string): FamilyUpdate {
  return { 'config/name': name };
}

export function kidChangeUpdate({ kidId, name, color, emoji }: KidChange): FamilyUpdate {
  const update: FamilyUpdate = {};
  if (name !== undefined) update[`config/names/${kidId}`] = name;
  if (color !== undefined) update[`config/colors/${kidId}`] = color;
  if (emoji !== undefined) update[`config/emojis/${kidId}`] = emoji;
  return update;
}

export function createFamilySettingsEffects(store: Store) {
  /** Writes one update below the family; a failure is passed on as a StoreError. */
  async function write(familyId: string, update: FamilyUpdate): Promise<void> {
    const path = familyPath(familyId);
    await writing(path, store.update(path, update));
  }

  /** Applies `edit` to the stored kid list in a transaction (the `kids.change` intent). */
  async function changeKids(familyId: string, edit: KidListEdit): Promise<TransactionResult> {
    const path = configPath(familyId);
    // Listening while it runs: a transaction starts from the value this device holds, and
    // Firebase holds a value only while something listens to it.
    const stopListening = await listening(path);
    try {
      return await writing(path, runIntent(store, path, kidsChange(edit)));
    } finally {
      stopListening();
    }
  }

  /** Listens to `path`; resolves, with the way to stop, once its value is here. */
  function listening(path: string): Promise<() => void> {
    return new Promise((resolve, reject) => {
      let heard = false;
      const stop = store.subscribe(
        path,
        () => {
          if (heard) return;
          heard = true;
          // The first value may come before `subscribe` has returned `stop`.
          queueMicrotask(() => resolve(stop));
        },
        (error) => reject(toStoreError(error, path)),
      );
    });
  }

  return {
    saveFamilyName: fromPromise<string, { familyId: string; name: string }>(async ({ input }) => {
      refuseLongText(input.name, 'name', familyPath(input.familyId));
      await write(input.familyId, familyNameUpdate(input.name));
      return input.name;
    }),
    saveKid: fromPromise<KidChange, KidChange>(async ({ input }) => {
      if (input.name !== undefined) refuseLongText(input.name, 'name', familyPath(input.familyId));
      await write(input.familyId, kidChangeUpdate(input));
      return input;
    }),
    addKid: fromPromise<Kid, NewKid>(async ({ input }) => {
      const path = configPath(input.familyId);
      refuseLongText(input.name, 'name', path);
      if (input.config.kids.length >= MAX_KIDS) {
        throw new StoreError('TOO_MANY_KIDS', LIMIT_MESSAGES.kids, path);
      }
      const kid = newKid(input.config, input.name);
      // Colour and emoji follow the kids as they are when it is saved, the id stays this one.
      const result = await changeKids(input.familyId, { op: 'add', kidId: kid.id, name: kid.name });
      if (!result.committed) throw new StoreError('TOO_MANY_KIDS', LIMIT_MESSAGES.kids, path);
      const saved = parseConfig(result.value).kids.find((each) => each.id === kid.id);
      return saved ?? addedKid(input.config, kid.id, kid.name);
    }),
    moveKid: fromPromise<KidMove, KidMove>(async ({ input }) => {
      const kidId = input.config.kids[input.from]?.id ?? '';
      await changeKids(input.familyId, { op: 'move', kidId, to: input.to });
      return input;
    }),
    savePartStarts: fromPromise<void, { familyId: string; starts: PartStarts }>(
      async ({ input }) => {
        const path = `${configPath(input.familyId)}/partStarts`;
        const { afternoon, evening } = input.starts;
        await writing(path, store.set(path, { afternoon, evening }));
      },
    ),
    saveDayStart: fromPromise<void, { familyId: string; dayStart: number }>(async ({ input }) => {
      const path = `${configPath(input.familyId)}/dayStart`;
      await writing(path, store.set(path, input.dayStart));
    }),
    savePin: fromPromise<boolean, { familyId: string; pin: string | null }>(async ({ input }) => {
      const path = `${configPath(input.familyId)}/pin`;
      if (input.pin === null) {
        await writing(path, store.remove(path));
        return false;
      }
      const problem = pinProblem(input.pin);
      if (problem) throw new Error(problem);
      // Hashed before it leaves this function: the digits are never written anywhere.
      await writing(path, store.set(path, await makePinRecord(input.pin)));
      return true;
    }),
    removeKid: fromPromise<void, KidRemoval>(async ({ input }) => {
      await changeKids(input.familyId, { op: 'remove', kidId: input.kidId });
      // The routine goes with the kid; their days stay as history under an id never reused.
      const routine = `${familyPath(input.familyId)}/lists/templates/${input.kidId}`;
      await writing(routine, store.remove(routine));
    }),
  };
}

/** Everything the Family view's machine names. */
export function createFamilySettingsImplementations(store: Store) {
  return {
    actors: createFamilySettingsEffects(store),
  } satisfies MachineImplementationsFrom<typeof familySettingsMachine>;
}
