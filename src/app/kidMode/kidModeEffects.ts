import { fromCallback, fromPromise, type MachineImplementationsFrom } from 'xstate';
import { kidModeReportingLock } from '../../../machines/app';
import {
  WRONG_ANSWERS_BEFORE_WAIT,
  WRONG_ANSWERS_WAIT_MS,
  type KidModeEvent,
  type KidModeInput,
  type PinRecord,
} from '../../../machines/kidMode';
import type { Store } from '../../store/port';
import { configPath } from '../storePaths';
import { KID_MODE_KEY, parseKidLock, type DeviceStorage } from '../deviceStorage';

type KidModeDeps = {
  store: Pick<Store, 'remove'>;
  storage: Pick<
    DeviceStorage,
    'rememberKidLock' | 'rememberGateWaitStart' | 'rememberGateWrongAnswers'
  >;
  now: () => Date;
};

/**
 * The device's mode, the gate's wrong answers and wait, kept on the device; PINs checked with Web
 * Crypto, and a forgotten one removed from the family's config.
 */
export function createKidModeImplementations({ store, storage, now }: KidModeDeps) {
  return {
    actors: {
      // The PIN's hashing loads when a PIN is first answered.
      checkPin: fromPromise<boolean, { answer: string; pin: PinRecord }>(async ({ input }) =>
        (await import('./pin')).pinMatches(input.answer, input.pin),
      ),
      removePin: fromPromise<void, { familyId: string }>(({ input }) =>
        store.remove(`${configPath(input.familyId)}/pin`),
      ),
      // Another tab's change of mode arrives as a storage event; this tab's own never does.
      watchDevice: fromCallback<KidModeEvent>(({ sendBack }) => {
        const onStorage = (event: StorageEvent) => {
          if (event.key !== KID_MODE_KEY && event.key !== null) return;
          const lock = parseKidLock(event.newValue);
          sendBack(lock ? { type: 'device.locked', lock } : { type: 'device.unlocked' });
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
      }),
    },
    actions: {
      rememberLock: (_, { lock }) => storage.rememberKidLock(lock),
      rememberWait: (_, { waiting }) =>
        storage.rememberGateWaitStart(waiting ? now().getTime() : null),
      rememberWrongAnswers: (_, { wrong }) => storage.rememberGateWrongAnswers(wrong),
    },
  } satisfies MachineImplementationsFrom<typeof kidModeReportingLock>;
}

/**
 * Kid mode as the device left it, with the wrong answers given and what is left of a wait the gate
 * began before. With accounts (Firebase) a forgotten PIN is removed from another device.
 */
export function readKidModeInput(
  storage: Pick<DeviceStorage, 'kidLock' | 'gateWaitStart' | 'gateWrongAnswers'>,
  now: () => Date,
  accounts = false,
): KidModeInput {
  const lock = storage.kidLock();
  const started = storage.gateWaitStart();
  const elapsed = started === null ? Infinity : now().getTime() - started;
  // A clock set back is no reason to wait longer than a whole wait.
  const waitLeft =
    elapsed < 0 ? WRONG_ANSWERS_WAIT_MS : Math.max(0, WRONG_ANSWERS_WAIT_MS - elapsed);
  return {
    lock,
    seed: globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 1,
    waitLeft: lock === null ? 0 : waitLeft,
    // Below the wait's threshold: a stored count at or past it began a wait already.
    wrong: lock === null ? 0 : Math.min(storage.gateWrongAnswers(), WRONG_ANSWERS_BEFORE_WAIT - 1),
    removesForgottenPin: !accounts,
  };
}
