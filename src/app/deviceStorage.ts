/**
 * What this browser remembers (SPEC §3 "Local browser store"): the family id, and whose
 * list new tasks go to. Storage can be unavailable (private mode, quota): then nothing is
 * remembered, and nothing breaks.
 */
const FAMILY_KEY = 'kids-todo:family';
const PICKED_KEY = 'kids-todo:picked';

export interface DeviceStorage {
  familyId(): string | null;
  rememberFamilyId(familyId: string): void;
  /** Stops opening `familyId` by itself (this grown-up can no longer read it). */
  forgetFamilyId(familyId: string): void;
  /** Whose list new tasks go to; ids of kids no longer in the family are ignored. */
  picked(): string[] | null;
  rememberPicked(picked: string[] | null): void;
}

export function createDeviceStorage(
  storage: Storage | undefined = safeLocalStorage(),
): DeviceStorage {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Not remembering is the only consequence.
    }
  };
  return {
    familyId: () => read(FAMILY_KEY),
    rememberFamilyId: (familyId) => write(FAMILY_KEY, familyId),
    forgetFamilyId: (familyId) => {
      if (read(FAMILY_KEY) === familyId) write(FAMILY_KEY, null);
    },
    picked: () => {
      try {
        const value: unknown = JSON.parse(read(PICKED_KEY) ?? 'null');
        return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
      } catch {
        return null;
      }
    },
    rememberPicked: (picked) => write(PICKED_KEY, picked === null ? null : JSON.stringify(picked)),
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
