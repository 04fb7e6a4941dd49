/**
 * What this browser remembers (docs/design.md "Nothing a family does is lost"): the family ids and
 * this device's own settings. Storage can be unavailable (private mode, quota): then nothing is
 * remembered, and nothing breaks.
 */
import { awayValue, covers, parseAway, type AwayList } from '../../machines/domain/away';
import { parseCalendarDate, type CalendarDate } from '../../machines/calendar';
import { DEFAULT_DAY_START, parseDayStart } from '../../machines/domain/familyDay';
import type { KidLock } from '../../machines/kidMode';
import { LAST_FRAME_KEY, parseLastFrame } from '../lastFrame/frame';

const FAMILY_KEY = 'kids-todo:family';
/** Every family opened on this device (the last one opened is `FAMILY_KEY`). */
const FAMILIES_KEY = 'kids-todo:families';
const NOW_ONLY_KEY = 'kids-todo:now-only';
export const KID_MODE_KEY = 'kids-todo:kid-mode';
const GATE_WAIT_KEY = 'kids-todo:gate-wait';
const GATE_WRONG_KEY = 'kids-todo:gate-wrong';
const QUIET_KEY = 'kids-todo:quiet';
const DAY_START_KEY = 'kids-todo:day-start';
const SPENDERS_KEY = 'kids-todo:spenders';
const STARS_KEY = 'kids-todo:stars';
const AWAY_KEY = 'kids-todo:away';
/**
 * What the device remembers of the numbers and notes it last showed beside the board: another
 * parent's go with them.
 */
export const KEPT_NUMBER_KEYS = [SPENDERS_KEY, STARS_KEY, AWAY_KEY] as const;

export interface DeviceStorage {
  familyId(): string | null;
  /** Every family this device has opened, oldest first; the last opened one is among them. */
  familyIds(): string[];
  rememberFamilyId(familyId: string): void;
  /**
   * Stops opening `familyId` by itself (this grown-up can no longer read it); the frame kept of
   * its board goes too.
   */
  forgetFamilyId(familyId: string): void;
  /** This device's Day view shows only the current part of the day. */
  nowOnly(): boolean;
  rememberNowOnly(nowOnly: boolean): void;
  /** Kid mode: the family (and kid) this device shows; `null`: parent mode. */
  kidLock(): KidLock | null;
  rememberKidLock(lock: KidLock | null): void;
  /** When the grown-ups' gate began to wait after three wrong answers (ms since 1970), if it is. */
  gateWaitStart(): number | null;
  rememberGateWaitStart(at: number | null): void;
  /** Wrong answers at the gate not yet followed by a wait or a right answer. */
  gateWrongAnswers(): number;
  rememberGateWrongAnswers(wrong: number): void;
  /** Kid mode reads a task's title aloud when its picture is tapped (on unless turned off). */
  speaks(): boolean;
  rememberSpeaks(speaks: boolean): void;
  /**
   * The hour each family's day starts at, as last heard here (0: midnight, or never heard): the
   * first frame's "today" is worked out before the family's config is read.
   */
  dayStart(familyId: string): number;
  rememberDayStart(familyId: string, dayStart: number): void;
  /**
   * Each kid of a family with stars to spend when its rewards were last read here, and how many:
   * the Day and Week views show them while the rewards load, so nothing moves when they come.
   */
  spenders(familyId: string): Spenders;
  rememberSpenders(familyId: string, spenders: Spenders): void;
  /**
   * Each kid's stars this week and streak as this device last showed them for a family: a
   * returning start shows them, as its frame did, until they are worked out again.
   */
  keptStars(familyId: string): KeptStars | null;
  rememberStars(familyId: string, stars: KeptStars): void;
  /**
   * The away days that covered a family's day as this device last heard them: a returning start
   * shows each kid's "Away" note, as its frame did, until the away days are read again.
   */
  keptAway(familyId: string): KeptAway | null;
  rememberAway(familyId: string, away: KeptAway): void;
}

/** The away entries covering a day, as this device last heard them. */
export interface KeptAway {
  date: CalendarDate;
  away: AwayList;
}

/** Kids' stars to spend, by kid id. */
export type Spenders = Readonly<Record<string, number>>;

/** Each kid's stars this week and streak on a day, as this device last showed them. */
export interface KeptStars {
  date: string;
  kids: Readonly<Record<string, { stars: number; streak: number }>>;
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
  const readIds = (key: string): string[] | null => {
    try {
      const value: unknown = JSON.parse(read(key) ?? 'null');
      return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
    } catch {
      return null;
    }
  };
  /** A record of one value per family, kept under `key`; anything else is none. */
  const readByFamily = (key: string): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(read(key) ?? '{}');
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  /** Sets one family's value under `key` (`null`: removes it), leaving the others'. */
  const writeByFamily = (key: string, familyId: string, value: unknown): void => {
    const { [familyId]: _old, ...others } = readByFamily(key);
    const kept = value === null ? others : { ...others, [familyId]: value };
    write(key, Object.keys(kept).length > 0 ? JSON.stringify(kept) : null);
  };
  function spenders(familyId: string): Spenders {
    const kids = readByFamily(SPENDERS_KEY)[familyId];
    if (typeof kids !== 'object' || kids === null) return {};
    return Object.fromEntries(
      Object.entries(kids).filter(
        (entry): entry is [string, number] =>
          Number.isSafeInteger(entry[1]) && (entry[1] as number) >= 0,
      ),
    );
  }
  function writeSpenders(familyId: string, kids: Spenders): void {
    if (JSON.stringify(spenders(familyId)) === JSON.stringify(kids)) return;
    writeByFamily(SPENDERS_KEY, familyId, Object.keys(kids).length === 0 ? null : kids);
  }
  function keptStars(familyId: string): KeptStars | null {
    const kept = readByFamily(STARS_KEY)[familyId];
    if (typeof kept !== 'object' || kept === null) return null;
    const { date, kids } = kept as Record<string, unknown>;
    if (typeof date !== 'string' || typeof kids !== 'object' || kids === null) return null;
    const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
    const numbers: Record<string, { stars: number; streak: number }> = {};
    for (const [kidId, value] of Object.entries(kids)) {
      const { stars, streak } = (value ?? {}) as Record<string, unknown>;
      if (count(stars) && count(streak)) {
        numbers[kidId] = { stars: stars as number, streak: streak as number };
      }
    }
    return { date, kids: numbers };
  }
  function writeStars(familyId: string, stars: KeptStars | null): void {
    const kept = readByFamily(STARS_KEY)[familyId] ?? null;
    if (JSON.stringify(kept) === JSON.stringify(stars)) return;
    writeByFamily(STARS_KEY, familyId, stars);
  }
  function keptAway(familyId: string): KeptAway | null {
    const kept = readByFamily(AWAY_KEY)[familyId];
    if (typeof kept !== 'object' || kept === null) return null;
    const { date: stored, entries } = kept as Record<string, unknown>;
    const date = typeof stored === 'string' ? parseCalendarDate(stored) : null;
    if (date === null) return null;
    // Read as the store's are, so what is kept is no less checked than what is read.
    return { date, away: parseAway(entries).filter((entry) => covers(entry, date)) };
  }
  /** Only the entries covering the day are kept: none at all when nobody is away that day. */
  function writeAway(familyId: string, { date, away }: KeptAway): void {
    const covering = away.filter((entry) => covers(entry, date));
    const kept =
      covering.length === 0
        ? null
        : {
            date,
            entries: Object.fromEntries(
              covering.map((entry) => [
                entry.id,
                awayValue({ ...entry, kid: entry.kid ?? null, reason: entry.reason ?? '' }),
              ]),
            ),
          };
    if (JSON.stringify(readByFamily(AWAY_KEY)[familyId] ?? null) === JSON.stringify(kept)) return;
    writeByFamily(AWAY_KEY, familyId, kept);
  }
  /** Devices from before the list kept only the last family: it is their list. */
  const familyIds = (): string[] => {
    const last = read(FAMILY_KEY);
    const ids = readIds(FAMILIES_KEY) ?? [];
    return last !== null && !ids.includes(last) ? [...ids, last] : ids;
  };
  return {
    familyId: () => read(FAMILY_KEY),
    familyIds,
    rememberFamilyId: (familyId) => {
      const ids = familyIds();
      write(FAMILIES_KEY, JSON.stringify(ids.includes(familyId) ? ids : [...ids, familyId]));
      write(FAMILY_KEY, familyId);
    },
    forgetFamilyId: (familyId) => {
      if (read(FAMILY_KEY) === familyId) write(FAMILY_KEY, null);
      if (parseLastFrame(read(LAST_FRAME_KEY) ?? '')?.family === familyId) {
        write(LAST_FRAME_KEY, null);
      }
      write(FAMILIES_KEY, JSON.stringify(familyIds().filter((id) => id !== familyId)));
      writeSpenders(familyId, {});
      writeStars(familyId, null);
      writeByFamily(AWAY_KEY, familyId, null);
    },
    nowOnly: () => read(NOW_ONLY_KEY) === 'true',
    rememberNowOnly: (nowOnly) => write(NOW_ONLY_KEY, nowOnly ? 'true' : null),
    kidLock: () => parseKidLock(read(KID_MODE_KEY)),
    rememberKidLock: (lock) => write(KID_MODE_KEY, lock === null ? null : JSON.stringify(lock)),
    gateWaitStart: () => {
      const at = Number(read(GATE_WAIT_KEY) ?? NaN);
      return Number.isFinite(at) ? at : null;
    },
    rememberGateWaitStart: (at) => write(GATE_WAIT_KEY, at === null ? null : String(at)),
    gateWrongAnswers: () => {
      const wrong = Number(read(GATE_WRONG_KEY) ?? 0);
      return Number.isSafeInteger(wrong) && wrong > 0 ? wrong : 0;
    },
    rememberGateWrongAnswers: (wrong) => write(GATE_WRONG_KEY, wrong > 0 ? String(wrong) : null),
    speaks: () => read(QUIET_KEY) !== 'true',
    rememberSpeaks: (speaks) => write(QUIET_KEY, speaks ? null : 'true'),
    dayStart: (familyId) =>
      parseDayStart(readByFamily(DAY_START_KEY)[familyId]) ?? DEFAULT_DAY_START,
    rememberDayStart: (familyId, dayStart) => {
      if ((readByFamily(DAY_START_KEY)[familyId] ?? DEFAULT_DAY_START) === dayStart) return;
      writeByFamily(DAY_START_KEY, familyId, dayStart === DEFAULT_DAY_START ? null : dayStart);
    },
    spenders,
    rememberSpenders: writeSpenders,
    keptStars,
    rememberStars: writeStars,
    keptAway,
    rememberAway: writeAway,
  };
}

/** Kid mode as stored: a family id and a kid id or `null`; anything else is parent mode. */
export function parseKidLock(text: string | null): KidLock | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { familyId, kidId } = value as Record<string, unknown>;
    if (typeof familyId !== 'string' || familyId === '') return null;
    return { familyId, kidId: typeof kidId === 'string' && kidId !== '' ? kidId : null };
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
