import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/store/port';
import {
  expectRejectedWith,
  readValue,
  recordValues,
  settle,
  type ContractStores,
} from './support';

const MAX_BYTES = 10_485_760;
const base = 'families/f1/lists/2026-11-22';
const target = `${base}/ada`;
const kept = { keep: 'me' };

type Write = (store: Store) => Promise<unknown>;
interface Rejected {
  name: string;
  code: string;
  write: Write;
  /** Where the error may point: this path or below it. */
  path?: string;
}

/** Keys of exactly `bytes` UTF-8 bytes: ASCII, two-byte and four-byte characters. */
function keysOfBytes(bytes: number): Array<[string, string]> {
  const twoByte = 'é'.repeat(Math.floor(bytes / 2)) + 'k'.repeat(bytes % 2);
  const fourByte = '🦊'.repeat(Math.floor(bytes / 4)) + 'k'.repeat(bytes % 4);
  return [
    ['ASCII', 'k'.repeat(bytes)],
    ['two-byte', twoByte],
    ['four-byte', fourByte],
  ];
}

const forbiddenCharacters: Array<[string, string]> = [
  ['"."', '.'],
  ['"#"', '#'],
  ['"$"', '$'],
  ['"["', '['],
  ['"]"', ']'],
  ['a control character (U+0001)', '\u0001'],
  ['a control character (U+001F)', '\u001f'],
  ['DEL (U+007F)', '\u007f'],
];

const rejected: Rejected[] = [
  ...forbiddenCharacters.flatMap(([name, character]): Rejected[] => [
    {
      name: `an object key containing ${name}`,
      code: 'INVALID_KEY',
      write: (store) => store.set(target, { [`task${character}1`]: 'x' }),
    },
    {
      name: `a path key containing ${name}`,
      code: 'INVALID_KEY',
      write: (store) => store.set(`${target}/task${character}1`, 'x'),
    },
  ]),
  {
    name: 'an update path key containing "#"',
    code: 'INVALID_KEY',
    path: base,
    write: (store) => store.update(base, { 'ada/task#1': 'x' }),
  },
  {
    name: 'an object key containing "/"',
    code: 'INVALID_KEY',
    write: (store) => store.set(target, { 'task/1': 'x' }),
  },
  {
    name: 'an empty object key',
    code: 'INVALID_KEY',
    write: (store) => store.set(target, { '': 'x' }),
  },
  ...keysOfBytes(769).flatMap(([kind, key]): Rejected[] => [
    {
      name: `a 769-byte ${kind} object key (${key.length} characters)`,
      code: 'KEY_TOO_LONG',
      write: (store) => store.set(target, { [key]: 'x' }),
    },
    {
      name: `a 769-byte ${kind} path key (${key.length} characters)`,
      code: 'KEY_TOO_LONG',
      write: (store) => store.set(`${target}/${key}`, 'x'),
    },
  ]),
  ...keysOfBytes(768 - `/${target}/`.length + 1).map(([kind, key]): Rejected => ({
    name: `a ${kind} key making a 769-byte path`,
    code: 'KEY_TOO_LONG',
    write: (store) => store.set(target, { [key]: 'x' }),
  })),
  {
    name: 'a path 33 names deep',
    code: 'INVALID_PATH',
    write: (store) =>
      store.set(`${target}/${Array.from({ length: 28 }, (_, i) => `k${i}`).join('/')}`, 'x'),
  },
  { name: 'undefined', code: 'INVALID_VALUE', write: (store) => store.set(target, undefined) },
  {
    name: 'undefined inside an object',
    code: 'INVALID_VALUE',
    write: (store) => store.set(target, { t1: { title: 'Read', order: undefined } }),
  },
  {
    name: 'undefined in an update',
    code: 'INVALID_VALUE',
    path: base,
    write: (store) => store.update(base, { ada: undefined }),
  },
  {
    name: 'undefined pushed',
    code: 'INVALID_VALUE',
    write: (store) => store.push(target, undefined),
  },
  { name: 'a function', code: 'INVALID_VALUE', write: (store) => store.set(target, () => 1) },
  ...[NaN, Infinity, -Infinity].flatMap((number): Rejected[] => [
    {
      name: `${number}`,
      code: 'NON_FINITE_NUMBER',
      write: (store) => store.set(target, number),
    },
    {
      name: `${number} inside an object`,
      code: 'NON_FINITE_NUMBER',
      write: (store) => store.set(target, { t1: { title: 'Read', order: number } }),
    },
  ]),
  {
    name: 'a 10,485,761-byte ASCII string',
    code: 'VALUE_TOO_LARGE',
    write: (store) => store.set(target, 'x'.repeat(MAX_BYTES + 1)),
  },
  {
    // 5,242,881 characters, but 10,485,761 bytes in UTF-8.
    name: 'a 10,485,761-byte string of two-byte characters',
    code: 'VALUE_TOO_LARGE',
    write: (store) => store.set(target, { t1: { title: 'é'.repeat(MAX_BYTES / 2) + 'x' } }),
  },
];

export function describeValidation(stores: ContractStores): void {
  describe('validation', () => {
    it.each(rejected)(
      'rejects $name with $code and writes nothing',
      async ({ code, write, path }) => {
        const store = stores.open();
        await store.set(base, kept);
        const recording = recordValues(store, base);
        await recording.waitForCount(1);

        await expectRejectedWith(() => write(store), code, path ?? target);

        await settle(store);
        recording.stop();
        expect(recording.values, 'the listener should not have fired').toEqual([kept]);
        expect(recording.errors).toEqual([]);
        expect(await readValue(store, base)).toEqual(kept);
        expect(await readValue(stores.open(), base)).toEqual(kept);
      },
    );

    // The Realtime Database counts 768 bytes for the whole path, with a leading "/".
    const roomForKey = 768 - `/${target}/`.length;
    it.each(keysOfBytes(roomForKey))(
      `accepts a ${roomForKey}-byte %s key, filling a 768-byte path`,
      async (_kind, key) => {
        const store = stores.open();
        await store.set(target, { [key]: 'object key' });
        await store.set(`${target}/${key}`, 'path key');
        expect(await readValue(store, `${target}/${key}`)).toBe('path key');
      },
    );

    it('accepts a 10,485,760-byte ASCII string and reads it back intact', async () => {
      const store = stores.open();
      const pattern = 'The quick brown fox jumps over the lazy dog 0123456789. ';
      const text = pattern.repeat(Math.ceil(MAX_BYTES / pattern.length)).slice(0, MAX_BYTES);
      const read = await storeAndRead(store, text);
      expect(typeof read).toBe('string');
      expect((read as string).length).toBe(text.length);
      expect(read === text, 'the text read back should equal the text written').toBe(true);
    });

    it('accepts a 10,485,760-byte string of two-byte characters', async () => {
      const store = stores.open();
      const text = 'é'.repeat(MAX_BYTES / 2);
      const read = await storeAndRead(store, text);
      expect((read as string).length).toBe(text.length);
      expect(read === text, 'the text read back should equal the text written').toBe(true);
    });

    it('a rejected write reports a StoreError, never a plain Error', async () => {
      const store = stores.open();
      const error = await expectRejectedWith(
        () => store.set(`${base}/a.b`, 1),
        'INVALID_KEY',
        base,
      );
      expect(error.name).toBe('StoreError');
      expect(error.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    });
  });
}

async function storeAndRead(store: Store, text: string): Promise<unknown> {
  await store.set(target, text);
  return readValue(store, target);
}
