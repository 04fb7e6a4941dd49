/**
 * What a family's rewards may hold (docs/design.md "Data layout" and "Rewards"), value by value,
 * as strictly as `database.rules.json`: the catalogue, each kid's ledger (each kind of entry, and
 * entries created once, never changed or removed: `ledgerValues.ts`) and each kid's settled weeks. Part of the one check of stored values
 * (`familyValues.ts`), which hands in the rules it shares with the lists.
 */
import { parseCalendarDate } from '../calendar';
import {
  MAX_CHECKPOINT_OPEN,
  MAX_CHECKPOINT_REWARDS,
  MAX_CHECKPOINT_STARS,
  MAX_KID_ID_LENGTH,
  MAX_KIDS,
  MAX_REWARD_STARS,
  MAX_SETTLED_WEEK_STARS,
  MAX_UID_LENGTH,
} from './limits';
import {
  MAX_PACKED_OPEN_LENGTH,
  MAX_PACKED_OPENS_LENGTH,
  PACKED_OPEN_START,
  PACKED_OPENS,
} from './checkpointStored';
import { entryProblem, LEDGER_ENTRY_TYPES } from './ledgerValues';
import { pictureProblem } from './pictures';
import {
  fieldsOf,
  leaf,
  object,
  problemAt,
  type Fields,
  type Node,
  type Rule,
  type ValueContext,
  type ValueProblem,
} from './valueTree';

/** The rules the rewards share with the rest of the family. */
export interface SharedRules {
  /** A title or a reason: 1–1,000 characters. */
  text: Rule;
  /** A time in Unix seconds, from 0 to a day from now. */
  time: Rule;
  /** A key that is a kid of the family. */
  kidKey: (key: string, context: ValueContext) => string | null;
}

const PUSH_ID = /^[-0-9A-Za-z_]{20}$/;
const KID_IDS = new RegExp(
  `^[a-z0-9][-a-z0-9]{0,${MAX_KID_ID_LENGTH - 1}}(,[a-z0-9][-a-z0-9]{0,${MAX_KID_ID_LENGTH - 1}}){0,${MAX_KIDS - 1}}$`,
);
/** The rewards a checkpoint names: push ids split by commas. */
const REWARD_IDS = new RegExp(
  `^[-0-9A-Za-z_]{20}(,[-0-9A-Za-z_]{20}){0,${MAX_CHECKPOINT_REWARDS - 1}}$`,
);
const thousands = (count: number) => count.toLocaleString('en-GB');

const pushIdKey = (key: string) => (PUSH_ID.test(key) ? null : 'is not an id the app makes');
const pushId: Rule = (value) =>
  typeof value === 'string' && PUSH_ID.test(value) ? null : 'is not an id the app makes';
const wholeStars =
  (least: number, most: number): Rule =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most
      ? null
      : `is not a whole number of stars from ${least} to ${thousands(most)}`;
const stars = wholeStars(1, MAX_REWARD_STARS);
const yesOrNo: Rule = (value) => (typeof value === 'boolean' ? null : 'is neither true nor false');
const kidIds: Rule = (value) =>
  typeof value === 'string' && KID_IDS.test(value)
    ? null
    : `is not at most ${MAX_KIDS} kid ids split by commas`;
const rewardIds: Rule = (value) =>
  typeof value === 'string' && REWARD_IDS.test(value)
    ? null
    : `is not at most ${MAX_CHECKPOINT_REWARDS} reward ids split by commas`;
const entryType: Rule = (value) =>
  typeof value === 'string' && (LEDGER_ENTRY_TYPES as readonly string[]).includes(value)
    ? null
    : `is not a kind of entry (${LEDGER_ENTRY_TYPES.join(', ')})`;
const by: Rule = (value) =>
  value === 'grown-up' || value === 'kid' ? null : 'is neither "grown-up" nor "kid"';
const uid: Rule = (value) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_UID_LENGTH
    ? null
    : `is not a grown-up’s id of 1–${MAX_UID_LENGTH} characters`;
/** The place of an open request a checkpoint carries: `o000` to `o199`. */
const openSlotKey = (key: string) =>
  /^o[0-9]{3}$/.test(key) && Number(key.slice(1)) < MAX_CHECKPOINT_OPEN
    ? null
    : `is not the place of one of at most ${MAX_CHECKPOINT_OPEN} open requests (o000, o001, …)`;
/** An open request packed as one text (`checkpointStored.ts`): its shape up to the title. */
const packedOpen: Rule = (value) =>
  typeof value !== 'string' || value.length > MAX_PACKED_OPEN_LENGTH
    ? `is not a packed open request of at most ${MAX_PACKED_OPEN_LENGTH} characters`
    : PACKED_OPEN_START.test(value)
      ? null
      : 'is not an open request packed as id|reward|cost|…|title';
/** The open requests packed as one text, a line each (`checkpointStored.ts`). */
const packedOpens: Rule = (value) =>
  typeof value !== 'string' || value.length > MAX_PACKED_OPENS_LENGTH
    ? `is not the open requests packed in at most ${thousands(MAX_PACKED_OPENS_LENGTH)} characters`
    : PACKED_OPENS.test(value)
      ? null
      : 'is not open requests packed as id|reward|cost|…|title, a line each';
const openState: Rule = (value) =>
  value === 'requested' || value === 'needsGrownUp' || value === 'granted'
    ? null
    : 'is not a state a request is still open in (requested, needsGrownUp, granted)';
const weekKey = (key: string) =>
  parseCalendarDate(key) === null ? 'is not a date of the calendar' : null;
const calendarDate: Rule = (value) =>
  typeof value === 'string' && parseCalendarDate(value) !== null
    ? null
    : 'is not a date of the calendar';

/**
 * A value kept as one text (`text`), or as a group of values (`group`), as an earlier version
 * kept it: a text is checked whole, a group value by value.
 */
function textOr(text: Node, group: Node): Node {
  return {
    check: (value, path, context) =>
      (typeof value === 'string' ? text : group).check(value, path, context),
    child: (key, context) => group.child(key, context),
    holds: (value, path, context) =>
      typeof value === 'string' ? null : (group.holds?.(value, path, context) ?? null),
  };
}

/**
 * Without `holds`: a write below is not judged by what this node holds afterwards, so it is
 * not read first (a kid's ledger grows for years; nothing about its whole is bounded).
 */
function unread(node: Node): Node {
  return { check: node.check, child: node.child };
}

/** `node`, and once it holds, `whole` on the value as a whole. */
function withWhole(
  node: Node,
  whole: (fields: Fields, path: readonly string[]) => ValueProblem | null,
): Node {
  const wholeOf = (value: unknown, path: readonly string[]) => {
    const fields = fieldsOf(value);
    return fields === null ? null : whole(fields, path);
  };
  return {
    child: node.child,
    check: (value, path, context) => node.check(value, path, context) ?? wholeOf(value, path),
    holds: (value, path, context) => node.holds?.(value, path, context) ?? wholeOf(value, path),
  };
}

/** The rewards' place in a family: `families/{id}/rewards`. */
export function rewardsNode({ text, time, kidKey }: SharedRules): Node {
  const reward = object({
    required: ['title', 'cost', 'needsYes', 'made'],
    fields: {
      title: leaf(text),
      picture: leaf(pictureProblem),
      cost: leaf(stars),
      kids: leaf(kidIds),
      needsYes: leaf(yesOrNo),
      archived: leaf((value) => (value === true ? null : 'is not true')),
      made: leaf(time),
    },
  });
  const entry = withWhole(
    object({
      required: ['type', 'by', 'at'],
      fields: {
        type: leaf(entryType),
        by: leaf(by),
        uid: leaf(uid),
        at: leaf(time),
        request: leaf(pushId),
        entry: leaf(pushId),
        reward: leaf(pushId),
        title: leaf(text),
        cost: leaf(stars),
        needsYes: leaf(yesOrNo),
        stars: leaf(stars),
        reason: leaf(text),
      },
    }),
    entryProblem,
  );
  const settledWeek = leaf(wholeStars(0, MAX_SETTLED_WEEK_STARS));
  const total = leaf(wholeStars(0, MAX_CHECKPOINT_STARS));
  // A kid's settled total (`machines/domain/settledTotal.ts`): its first week before `before`.
  const settledTotal = withWhole(
    object({
      required: ['from', 'before', 'stars'],
      fields: { from: leaf(calendarDate), before: leaf(calendarDate), stars: total },
    }),
    (fields, path) =>
      typeof fields.from === 'string' &&
      typeof fields.before === 'string' &&
      fields.from >= fields.before
        ? problemAt([...path, 'from'], fields.from, 'is not before the total’s "before"')
        : null,
  );
  // A request still open at the boundary, as a checkpoint carries it: the ask as it was made,
  // its state, and the yes that granted it, if one did.
  const openRequest = withWhole(
    object({
      required: ['id', 'reward', 'title', 'cost', 'needsYes', 'by', 'at', 'state'],
      fields: {
        id: leaf(pushId),
        reward: leaf(pushId),
        title: leaf(text),
        cost: leaf(stars),
        needsYes: leaf(yesOrNo),
        by: leaf(by),
        uid: leaf(uid),
        at: leaf(time),
        state: leaf(openState),
        grant: object({
          required: ['id', 'at'],
          fields: { id: leaf(pushId), at: leaf(time), uid: leaf(uid) },
        }),
      },
    }),
    (fields, path) =>
      Object.hasOwn(fields, 'grant') && fields.state !== 'granted'
        ? problemAt([...path, 'grant'], fields.grant, 'is a yes on a request that is not granted')
        : null,
  );
  // A kid's ledger checkpoint (`machines/domain/ledgerCheckpoint.ts`).
  // Packed as one text, as the app writes it; or as a group of values, as it did before.
  const openPackedOrGroup = textOr(leaf(packedOpen), openRequest);
  // All of them as one text, as the app writes them; or at `o000`–`o199`, as it did before.
  const openSlots = object({
    any: { key: openSlotKey, node: openPackedOrGroup },
    max: { count: MAX_CHECKPOINT_OPEN, what: 'open requests' },
  });
  const openTextOrSlots = textOr(leaf(packedOpens), openSlots);
  const checkpoint = object({
    required: ['boundary', 'bonuses', 'takenBack', 'spent', 'earnedFrom'],
    fields: {
      boundary: leaf(pushId),
      bonuses: total,
      takenBack: total,
      spent: total,
      earnedFrom: total,
      earnedBelow: total,
      rewards: leaf(rewardIds),
      open: openTextOrSlots,
    },
  });
  return unread(
    object({
      fields: {
        catalogue: unread(object({ any: { key: pushIdKey, node: reward } })),
        ledger: unread(
          object({
            any: { key: kidKey, node: unread(object({ any: { key: pushIdKey, node: entry } })) },
          }),
        ),
        settled: unread(
          object({
            any: {
              key: kidKey,
              node: unread(object({ any: { key: weekKey, node: settledWeek } })),
            },
          }),
        ),
        settledTotal: unread(object({ any: { key: kidKey, node: settledTotal } })),
        checkpoint: unread(object({ any: { key: kidKey, node: checkpoint } })),
      },
    }),
  );
}
