/**
 * Push ids as Firebase makes them: 20 characters, 8 of time and 12 of randomness,
 * so that keys sort in creation order, even for several made in the same millisecond.
 */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

export interface PushIdGenerator {
  (): string;
}

export function createPushIdGenerator(
  now: () => number = () => Date.now(),
  random: () => number = Math.random,
): PushIdGenerator {
  let lastTime = 0;
  const lastRandom: number[] = [];

  return function nextPushId(): string {
    let time = now();
    const sameTime = time <= lastTime;
    if (sameTime) time = lastTime;
    lastTime = time;

    const timeChars = new Array<string>(8);
    for (let i = 7; i >= 0; i--) {
      timeChars[i] = PUSH_CHARS.charAt(time % 64);
      time = Math.floor(time / 64);
    }

    if (!sameTime || lastRandom.length === 0) {
      lastRandom.length = 0;
      for (let i = 0; i < 12; i++) lastRandom.push(Math.floor(random() * 64));
    } else {
      // Same millisecond: increment the random part so the key still sorts after the last one.
      let i = 11;
      for (; i >= 0 && lastRandom[i] === 63; i--) lastRandom[i] = 0;
      if (i >= 0) lastRandom[i] = (lastRandom[i] ?? 0) + 1;
    }
    return timeChars.join('') + lastRandom.map((n) => PUSH_CHARS.charAt(n)).join('');
  };
}

export const newPushId: PushIdGenerator = createPushIdGenerator();

/**
 * A code that is itself the secret (an invite): 20 characters of the push-id alphabet, every
 * one from the browser's cryptographic random source, so nothing about it can be guessed
 * from when it was made or from other ids.
 */
export function newSecretCode(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  // 64 characters: each random byte's low six bits pick one, evenly.
  return Array.from(fill(new Uint8Array(20)), (byte) => PUSH_CHARS.charAt(byte & 63)).join('');
}
