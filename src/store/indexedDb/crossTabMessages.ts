/**
 * What tabs of one database tell each other about a write: as it starts, the paths with their
 * new values, so a listening tab shows them at once instead of reading IndexedDB again; once it
 * is saved (or failed), the paths alone. Each time, the tab reads back just those paths, so it
 * ends on what is stored whatever the order messages arrive in.
 */
import type { Write } from './records';
import { isAncestorOrSelf, pathsOverlap, type PathKeys } from '../paths';

export interface ChangeMessage {
  type: 'changed';
  /** Where something is written: a tab reads back what is stored there (as older versions do). */
  paths: string[][];
  /** The values being written, checked and normalized, for a tab to show at once. */
  writes?: Write[];
  /** The store instance that wrote, and this message's number among its messages, from 1. */
  sender: string;
  sequence: number;
}

/** What a tab makes of a message: where to read back, what to show now, and who sent it. */
export interface HeardChange {
  paths: string[][];
  writes?: Write[];
  /** Absent in a message from an older version of the app. */
  from?: { sender: string; sequence: number };
}

export function changeMessage(
  from: { sender: string; sequence: number },
  paths: string[][],
  writes?: Write[],
): ChangeMessage {
  return { type: 'changed', paths, ...(writes ? { writes } : {}), ...from };
}

const isPath = (keys: unknown): keys is string[] =>
  Array.isArray(keys) && keys.every((key) => typeof key === 'string');

const isWrite = (write: unknown): write is Write =>
  typeof write === 'object' &&
  write !== null &&
  'keys' in write &&
  'value' in write &&
  isPath(write.keys);

export function readChangeMessage(data: unknown): HeardChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<keyof ChangeMessage, unknown>>;
  if (message.type !== 'changed' || !Array.isArray(message.paths)) return null;
  const heard: HeardChange = { paths: message.paths.filter(isPath) };
  const { writes, sender, sequence } = message;
  if (Array.isArray(writes) && writes.every(isWrite)) heard.writes = writes;
  if (typeof sender === 'string' && typeof sequence === 'number') {
    heard.from = { sender, sequence };
  }
  return heard;
}

/**
 * Remembers each sender's last message number. Returns true when a number was skipped: this tab
 * missed a message, and does not know what else changed.
 */
export function createMissedMessageCheck(): (sender: string, sequence: number) => boolean {
  const lastSeen = new Map<string, number>();
  return (sender, sequence) => {
    const previous = lastSeen.get(sender);
    lastSeen.set(sender, sequence);
    return previous !== undefined && sequence !== previous + 1;
  };
}

/**
 * Where to read back what was written at `written`, for the listened paths: each written path
 * inside a listened one, or the listened path when the write covers it; none inside another.
 */
export function pathsToConfirm(
  written: readonly PathKeys[],
  listened: readonly PathKeys[],
): string[][] {
  const wanted: string[][] = [];
  for (const keys of listened) {
    for (const path of written) {
      if (pathsOverlap(path, keys)) wanted.push([...(path.length > keys.length ? path : keys)]);
    }
  }
  return wanted.filter(
    (keys, index) =>
      !wanted.some(
        (other, otherIndex) =>
          isAncestorOrSelf(other, keys) && (other.length < keys.length || otherIndex < index),
      ),
  );
}
