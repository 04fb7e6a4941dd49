// @vitest-environment jsdom
// What kid mode keeps on the device and in the family: the PIN as a salted hash, the mode and the
// gate's wait across reloads, and the voice that reads titles aloud.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { parseConfig } from '../../machines/domain/family';
import { WRONG_ANSWERS_WAIT_MS } from '../../machines/kidMode';
import { createDeviceStorage } from '../../src/app/deviceStorage';
import { readKidModeInput } from '../../src/app/kidMode/kidModeEffects';
import { makePinRecord, pinMatches, PinUnavailableError } from '../../src/app/kidMode/pin';
import { createSpeech } from '../../src/app/kidMode/speech';
import { createFamilySettingsEffects } from '../../src/app/settings/familySettingsEffects';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import { readOnce } from '../../src/store/readOnce';

function settle<T>(logic: AnyActorLogic, input: unknown): Promise<T> {
  const actor = createActor(logic, { input });
  return new Promise((resolve, reject) => {
    actor.subscribe({
      complete: () => resolve(actor.getSnapshot().output as T),
      error: reject,
    });
    actor.start();
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the family’s PIN', () => {
  it('is kept as a salted hash: the digits are nowhere in it, and only they match', async () => {
    const record = await makePinRecord('4071');
    expect(JSON.stringify(record)).not.toContain('4071');
    expect(await pinMatches('4071', record)).toBe(true);
    expect(await pinMatches('4072', record)).toBe(false);
    expect(await pinMatches('', record)).toBe(false);
    // A fresh salt each time: the same PIN is never stored the same way twice.
    const again = await makePinRecord('4071');
    expect(again.salt).not.toBe(record.salt);
    expect(again.hash).not.toBe(record.hash);
    // What the family reads back is what was written.
    expect(parseConfig({ name: 'F', kids: [], pin: record }).pin).toEqual(record);
  });

  it('is saved into the config and removed from it by the Family view’s effects', async () => {
    const store = createIndexedDbStore({
      indexedDB: new IDBFactory(),
      keyRange: IDBKeyRange,
      databaseName: 'pin-effects',
    });
    await store.set('families/fam/config', { name: 'The Riveras', kids: ['ada'], order: 'ada' });
    const actors = createFamilySettingsEffects(store);
    expect(await settle(actors.savePin, { familyId: 'fam', pin: '4071' })).toBe(true);
    const stored = (await readOnce(store, 'families/fam/config/pin')) as {
      salt: string;
      hash: string;
    };
    expect(await pinMatches('4071', stored)).toBe(true);
    await expect(settle(actors.savePin, { familyId: 'fam', pin: '40a1' })).rejects.toThrow(
      'A PIN is four digits',
    );
    expect(await settle(actors.savePin, { familyId: 'fam', pin: null })).toBe(false);
    expect(await readOnce(store, 'families/fam/config/pin')).toBeNull();
    expect(await readOnce(store, 'families/fam/config/name')).toBe('The Riveras');
    store.close();
  });

  it('cannot be made where the browser has no Web Crypto, and says what to do', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(crypto) });
    await expect(makePinRecord('4071')).rejects.toBeInstanceOf(PinUnavailableError);
    await expect(makePinRecord('4071')).rejects.toThrow('open Kids To-Do over https');
  });
});

describe('kid mode on the device', () => {
  const at = (iso: string) => () => new Date(iso);

  it('survives a reload, tied to one kid or not; anything odd stored is parent mode', () => {
    const storage = createDeviceStorage(window.localStorage);
    storage.rememberKidLock({ familyId: 'fam', kidId: 'ada' });
    expect(readKidModeInput(storage, at('2026-11-25T08:00:00Z')).lock).toEqual({
      familyId: 'fam',
      kidId: 'ada',
    });
    storage.rememberKidLock({ familyId: 'fam', kidId: null });
    expect(createDeviceStorage(window.localStorage).kidLock()).toEqual({
      familyId: 'fam',
      kidId: null,
    });
    for (const odd of ['{', '"fam"', '{"kidId":"ada"}', '{"familyId":""}', 'null']) {
      window.localStorage.setItem('kids-todo:kid-mode', odd);
      expect(storage.kidLock(), odd).toBeNull();
    }
    storage.rememberKidLock(null);
    expect(window.localStorage.getItem('kids-todo:kid-mode')).toBeNull();
  });

  it('keeps what is left of the gate’s wait, and no more than a whole wait', () => {
    const storage = createDeviceStorage(window.localStorage);
    storage.rememberKidLock({ familyId: 'fam', kidId: null });
    const start = Date.parse('2026-11-25T08:00:00Z');
    storage.rememberGateWaitStart(start);
    const left = (iso: string) => readKidModeInput(storage, at(iso)).waitLeft;
    expect(left('2026-11-25T08:00:12Z')).toBe(WRONG_ANSWERS_WAIT_MS - 12_000);
    expect(left('2026-11-25T08:00:45Z')).toBe(0);
    // A clock set back an hour does not make the gate wait an hour.
    expect(left('2026-11-25T07:00:00Z')).toBe(WRONG_ANSWERS_WAIT_MS);
    storage.rememberGateWaitStart(null);
    expect(left('2026-11-25T08:00:01Z')).toBe(0);
  });

  it('keeps the gate’s wrong answers across a reload, below the count that starts a wait', () => {
    const storage = createDeviceStorage(window.localStorage);
    const now = at('2026-11-25T08:00:00Z');
    storage.rememberKidLock({ familyId: 'fam', kidId: null });
    expect(readKidModeInput(storage, now).wrong).toBe(0);
    storage.rememberGateWrongAnswers(2);
    expect(readKidModeInput(createDeviceStorage(window.localStorage), now).wrong).toBe(2);
    for (const odd of ['7', '-1', 'two', '1.5']) {
      window.localStorage.setItem('kids-todo:gate-wrong', odd);
      expect(readKidModeInput(storage, now).wrong, odd).toBe(odd === '7' ? 2 : 0);
    }
    storage.rememberGateWrongAnswers(0);
    expect(window.localStorage.getItem('kids-todo:gate-wrong')).toBeNull();
  });

  it('lets the gate remove a forgotten PIN only on the embedded store', () => {
    const storage = createDeviceStorage(window.localStorage);
    const now = at('2026-11-25T08:00:00Z');
    expect(readKidModeInput(storage, now).removesForgottenPin).toBe(true);
    expect(readKidModeInput(storage, now, true).removesForgottenPin).toBe(false);
  });

  it('reads aloud on unless turned off', () => {
    const storage = createDeviceStorage(window.localStorage);
    expect(storage.speaks()).toBe(true);
    storage.rememberSpeaks(false);
    expect(createDeviceStorage(window.localStorage).speaks()).toBe(false);
    storage.rememberSpeaks(true);
    expect(storage.speaks()).toBe(true);
  });
});

describe('reading a title aloud', () => {
  it('speaks the title, starting again rather than queueing', () => {
    const calls: string[] = [];
    class Utterance {
      rate = 1;
      constructor(public text: string) {}
    }
    const speech = createSpeech({
      speechSynthesis: {
        speak: (utterance: Utterance) => calls.push(`speak ${utterance.text}`),
        cancel: () => calls.push('cancel'),
      } as unknown as SpeechSynthesis,
      SpeechSynthesisUtterance: Utterance as unknown as typeof SpeechSynthesisUtterance,
    });
    speech?.say('Brush teeth');
    expect(calls).toEqual(['cancel', 'speak Brush teeth']);
  });

  it('is not offered where the browser has no voice', () => {
    expect(createSpeech({})).toBeNull();
  });
});
