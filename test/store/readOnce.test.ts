import { describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/errors';
import type { Store, StoreSnapshot } from '../../src/store/port';
import { readOnce } from '../../src/store/readOnce';
import { freshDatabase } from './indexedDbSupport';

interface Listener {
  onValue?: (value: StoreSnapshot) => void;
  onError?: (error: Error) => void;
  stopped: number;
}

/** A store whose one listener is answered by the test, before or after `subscribe` returns. */
function scriptedStore(answerAtOnce?: (listener: Listener) => void) {
  const listener: Listener = { stopped: 0 };
  const store = {
    subscribe(_path: string, onValue: Listener['onValue'], onError: Listener['onError']) {
      Object.assign(listener, { onValue, onError });
      answerAtOnce?.(listener);
      return () => {
        listener.stopped += 1;
      };
    },
  } as unknown as Store;
  return { store, listener };
}

describe('readOnce', () => {
  it('resolves with what is stored at the path, and stops listening', async () => {
    const store = freshDatabase().open();
    await store.set('families/f1/config/name', 'The Lovelaces');
    expect(await readOnce(store, 'families/f1/config')).toEqual({ name: 'The Lovelaces' });
    expect(await readOnce(store, 'families/f2')).toBeNull();
    store.close();
  });

  it('stops a listener that answers before subscribe has returned, once', async () => {
    const { store, listener } = scriptedStore((answer) => answer.onValue?.('now'));
    expect(await readOnce(store, 'a/b')).toBe('now');
    listener.onValue?.('later');
    listener.onError?.(new Error('later'));
    await Promise.resolve();
    expect(listener.stopped).toBe(1);
  });

  it('rejects with the reason the path may not be read, and stops listening', async () => {
    const { store, listener } = scriptedStore();
    const reading = readOnce(store, 'a/b');
    const refused = new StoreError('PERMISSION_DENIED', 'Not yours.', 'a/b');
    listener.onError?.(refused);
    listener.onValue?.('too late');
    await expect(reading).rejects.toBe(refused);
    await Promise.resolve();
    expect(listener.stopped).toBe(1);
  });
});
