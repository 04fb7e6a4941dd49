// The rewards machine's context, input and events, and what its actors take and give.
import type { CalendarDate } from '../calendar';
import type { SettledWeeks } from '../domain/earnedStars';
import type { LedgerCheckpoint } from '../domain/ledgerCheckpoint';
import type { SettledTotal } from '../domain/settledTotal';
import type { KidRewards } from '../domain/rewardBalance';
import type { LedgerEntry, Maker, Reward } from '../domain/rewards';
import type { DayLists } from '../domain/stars';
import type { ShownError } from '../shared/errors';

/** Who makes the entries written here: a grown-up (their uid in Firebase mode), or kid mode. */
export interface EntryMaker {
  by: Maker;
  uid?: string;
}

/** A reward as the Rewards page's form gives it. */
export interface RewardDraft {
  title: string;
  picture?: string;
  /** Whole stars, 1 to 1,000. */
  cost: number;
  /** The kids it is for; absent: every kid. */
  kids?: readonly string[];
  needsYes: boolean;
}

/** A ledger entry as the machine makes it: the app gives it its id, maker and time. */
export type NewEntry = LedgerEntry extends infer Entry
  ? Entry extends LedgerEntry
    ? Omit<Entry, 'id' | 'by' | 'uid' | 'at'>
    : never
  : never;

/** One write the page asked for, in the order asked. */
export type RewardsWrite =
  /** A new entry at a push id of its own in the kid's ledger. */
  | { kind: 'entry'; kidId: string; entry: NewEntry }
  /** A reward of the catalogue, new (`rewardId: null`) or changed; `made` kept once made. */
  | {
      kind: 'reward';
      rewardId: string | null;
      reward: RewardDraft;
      archived: boolean;
      made: number | null;
    }
  /** A reward no entry names, taken out of the catalogue. */
  | { kind: 'deleteReward'; rewardId: string };

export interface WriteInput {
  familyId: string;
  maker: EntryMaker;
  write: RewardsWrite;
}

/** Each kid's ledger, in the order the entries were made. */
export type LedgerByKid = Record<string, LedgerEntry[]>;
/** Each kid's settled weeks (with a total, those from its `before` on). */
export type SettledByKid = Record<string, SettledWeeks>;
/** Each kid's settled total, for those that have one. */
export type TotalsByKid = Record<string, SettledTotal>;
/** Each kid's ledger checkpoint, for those that have one. */
export type CheckpointByKid = Record<string, LedgerCheckpoint>;
/** Checkpoints to write for some kids; `null` removes one that no longer continues. */
export type CheckpointWrites = Record<string, LedgerCheckpoint | null>;

/**
 * What the rewards' listener heard: any of the catalogue, the ledgers, the settled weeks, the
 * checkpoints. `ledger` holds some kids' entries, each after `ledgerFrom`'s boundary for them
 * (their checkpoint's), or all of them (`null`).
 */
export interface RewardsHeard {
  catalogue?: Reward[];
  ledger?: LedgerByKid;
  ledgerFrom?: Record<string, string | null>;
  /** Heard with `totals`: each kid's weeks from their total's `before` on, or all of them. */
  settled?: SettledByKid;
  totals?: TotalsByKid;
  checkpoints?: CheckpointByKid;
}

/** What the rewards' listener reads: each kid's ledger after their checkpoint, or `whole`. */
export interface RewardsListenInput {
  familyId: string;
  kidIds: readonly string[];
  /** Kids whose whole ledger is read: a checkpoint that does not continue, or History shown. */
  whole: readonly string[];
}

/** Checkpoints written in one update. */
export interface CheckpointInput {
  familyId: string;
  checkpoints: CheckpointWrites;
}

/** Days from `from` to `to`. */
export interface DaysSpan {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The family's days one listener reads: from the first day not settled to today, or to the end
 * of a window of weeks when today is further.
 */
export interface DaysRange extends DaysSpan {
  familyId: string;
}

/** The counts of weeks that are over, and the totals moved on, written in one update. */
export interface SettleInput {
  familyId: string;
  weeks: SettledByKid;
  totals: TotalsByKid;
}

/** What a settling wrote. */
export type SettleOutput = Omit<SettleInput, 'familyId'>;

export interface RewardsInput {
  familyId: string;
  maker: EntryMaker;
  /** The family's kids, in column order. */
  kidIds: readonly string[];
  today: CalendarDate;
}

export interface RewardsContext {
  familyId: string;
  maker: EntryMaker;
  kidIds: readonly string[];
  today: CalendarDate;
  /** As stored; `null` until first heard. */
  catalogue: Reward[] | null;
  /** Each kid's entries after their checkpoint (`ledgerFrom`), or all of them. */
  ledger: LedgerByKid | null;
  /** The boundary each kid's entries were read after; `null`: the whole ledger. */
  ledgerFrom: Record<string, string | null>;
  /** Each kid's settled weeks after their total (or all of them); `null` until heard. */
  settled: SettledByKid | null;
  /** Each kid's settled total, heard with `settled`. */
  totals: TotalsByKid;
  checkpoints: CheckpointByKid | null;
  /** Kids whose checkpoint did not continue with what was read: their whole ledger is read. */
  wholeFor: readonly string[];
  /** The kid whose History is shown: their whole ledger is read, each entry in words. */
  historyKid: string | null;
  /** What the rewards' listener was started with. */
  listened: Omit<RewardsListenInput, 'familyId'> | null;
  /** Checkpoints worked out from what was read that differ from those stored. */
  checkpointsDue: CheckpointWrites;
  /** The days not settled yet, as the days' listener last heard them; `null` until heard. */
  days: DayLists | null;
  /** The range the days' listener reads now. */
  daysRange: DaysSpan | null;
  /** The first day of the range `days` were heard for; `null` until the range now read is heard. */
  heardFrom: CalendarDate | null;
  /**
   * The days read and found empty, before the range read now (years before the family began):
   * the range starts after them. Not stored: worked out again on each opening.
   */
  scanned: DaysSpan | null;
  /** `days` were heard for a range reaching today: the balances are whole, not a window's. */
  daysCaughtUp: boolean;
  /** Each kid's stars, requests and history (`rewardsOf`); empty until everything is heard. */
  kids: Record<string, KidRewards>;
  /** The writes asked for, the first one under way. */
  pending: RewardsWrite[];
  error: ShownError | null;
}

/** Which kid and which of their entries an answer names. */
export interface RequestRef {
  kidId: string;
  requestId: string;
}

export type RewardsEvent =
  | ({ type: 'rewards.heard' } & RewardsHeard)
  | { type: 'rewards.failed'; error: unknown }
  | { type: 'days.heard'; days: DayLists }
  | { type: 'days.failed'; error: unknown }
  | { type: 'listeners.retry' }
  | { type: 'kids.heard'; kidIds: readonly string[] }
  | { type: 'today.heard'; today: CalendarDate }
  | { type: 'history.show'; kidId: string }
  | { type: 'history.hide' }
  | { type: 'reward.add'; reward: RewardDraft }
  | { type: 'reward.edit'; rewardId: string; reward: RewardDraft }
  | { type: 'reward.archive'; rewardId: string }
  /** Only a reward no entry names: one that was used is archived instead. */
  | { type: 'reward.delete'; rewardId: string }
  | { type: 'request.ask'; kidId: string; rewardId: string }
  | ({ type: 'request.cancel' } & RequestRef)
  | ({ type: 'request.grant' } & RequestRef)
  | ({ type: 'request.decline'; reason?: string } & RequestRef)
  | ({ type: 'request.give' } & RequestRef)
  | { type: 'bonus.give'; kidId: string; stars: number; reason: string }
  | { type: 'stars.takeBack'; kidId: string; stars: number; reason: string }
  | { type: 'entry.reverse'; kidId: string; entryId: string; reason: string }
  | { type: 'error.dismiss' };

/** Said as each write ends, so a form clears what it saved, or keeps what was refused. */
export type RewardsEmitted =
  | { type: 'write.saved'; write: RewardsWrite }
  | { type: 'write.refused'; write: RewardsWrite; error: ShownError };
