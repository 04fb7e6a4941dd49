/**
 * Every value the rules suite attacks with, in one table: `valueAttacks.test.ts` writes each to
 * a family on the local Firebase server (the rules must deny it), and
 * `test/app/restoreAttacks.test.ts` puts each in a backup (the restore must refuse it, naming
 * where). One list, so the rules and the app's one check of stored values cannot drift apart.
 *
 * Each attack is a path below `families/{id}`, in a family made as `familyFixture` describes:
 * kids Ada and Bo (ids `ada`, `bo`), one task of Ada's on `ATTACK_DAY` (its id where the path
 * says `{task}`), and the family's part-of-day times set.
 */
import { newFamilyConfig } from '../../src/app/effects/familyEffects';

export const ATTACK_DAY = '2026-11-22';
export const TASK = '{task}';

export const fixtureTask = { title: 'Brush teeth', completed: false, order: 1 };
export const fixturePartStarts = { afternoon: 720, evening: 1080 };

/** A reward in the catalogue, Ada's request for it, and her stars of a settled week. */
export const FIXTURE_REWARD = '-Reward0000000000000';
export const FIXTURE_REQUEST = '-Request000000000000';
export const FIXTURE_WEEK = '2026-11-16';
export const fixtureReward = { title: 'Screen time', cost: 5, needsYes: true, made: 1_700_000_000 };
export const fixtureRequest = {
  type: 'request',
  by: 'kid',
  at: 1_700_000_100,
  reward: FIXTURE_REWARD,
  title: 'Screen time',
  cost: 5,
  needsYes: true,
};

/** The family every attack starts from, with `taskId` for Ada's task. */
export function familyFixture(taskId: string) {
  return {
    config: {
      ...newFamilyConfig({ name: 'The Testers', kidNames: ['Ada', 'Bo'] }),
      partStarts: { ...fixturePartStarts },
    },
    lists: { [ATTACK_DAY]: { ada: { [taskId]: { ...fixtureTask } } } },
    rewards: {
      catalogue: { [FIXTURE_REWARD]: { ...fixtureReward } },
      ledger: { ada: { [FIXTURE_REQUEST]: { ...fixtureRequest } } },
      settled: { ada: { [FIXTURE_WEEK]: 6 } },
    },
  };
}

export interface ValueAttack {
  name: string;
  /** Below the family; `{task}` is Ada's task. */
  path: string;
  value: unknown;
  /**
   * `false`: the local Firebase server cannot take this write at all, rules or none (a key named
   * `constructor` hangs firebase-server), so only the restore is fed it; the same rule is tried
   * on the server with another reserved key.
   */
  localServer?: false;
}

const ok = fixtureTask;
const dayTask = (value: unknown): [string, unknown] => [`lists/${ATTACK_DAY}/ada/${TASK}`, value];
const routineTask = (value: unknown, kid = 'ada'): [string, unknown] => [
  `lists/templates/${kid}/-Routine00000000000`,
  value,
];
const routine = { title: 'Piano', order: 1 };
const group = { title: 'Bedtime', items: 0 };
const reward = (value: unknown): [string, unknown] => [
  'rewards/catalogue/-Reward1111111111111',
  value,
];
/** A new entry in Ada's ledger (not the fixture's: these are refused for their shape). */
const entry = (value: unknown, kid = 'ada'): [string, unknown] => [
  `rewards/ledger/${kid}/-Entry11111111111111`,
  value,
];
const settled = (value: unknown, week = '2026-11-09', kid = 'ada'): [string, unknown] => [
  `rewards/settled/${kid}/${week}`,
  value,
];
/** A kid's settled total (`machines/domain/settledTotal.ts`), as the app writes it. */
const totalOk = { from: '2026-01-05', before: '2026-10-26', stars: 412 };
const total = (value: unknown, kid = 'ada'): [string, unknown] => [
  `rewards/settledTotal/${kid}`,
  value,
];
/** A kid's ledger checkpoint (`machines/domain/ledgerCheckpoint.ts`), as the app writes it. */
const checkpointOk = {
  boundary: FIXTURE_REQUEST,
  bonuses: 3,
  takenBack: 0,
  spent: 5,
  earnedFrom: 8,
  rewards: FIXTURE_REWARD,
};
/** A request open at the checkpoint's boundary, granted and not given, as the app carries it. */
const openOk = {
  id: FIXTURE_REQUEST,
  reward: FIXTURE_REWARD,
  title: 'Cinema',
  cost: 5,
  needsYes: true,
  by: 'kid',
  at: 1_700_000_000,
  state: 'granted',
  grant: { id: FIXTURE_REQUEST, at: 1_700_000_100 },
};
/** The same request packed as one text, as the app writes it now. */
const packedOk = `${FIXTURE_REQUEST}|${FIXTURE_REWARD}|5|y|k|1700000000|granted|${FIXTURE_REQUEST}|1700000100|||Cinema`;
const carrying = (open: unknown) => checkpoint({ ...checkpointOk, open });
const checkpoint = (value: unknown, kid = 'ada'): [string, unknown] => [
  `rewards/checkpoint/${kid}`,
  value,
];
const at = 1_700_000_200;
/** A new away entry (docs/design.md "Away days"). */
const awayEntry = (value: unknown, id = '-Away111111111111111'): [string, unknown] => [
  `away/${id}`,
  value,
];
const awayOk = { kid: 'ada', from: '2026-11-24', to: '2026-11-26', reason: 'Sick', made: at };
/** `value` without its `key`. */
const without = (value: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([own]) => own !== key));
const request = { ...fixtureRequest, at };
const grant = { type: 'grant', by: 'grown-up', at, request: FIXTURE_REQUEST };
const bonus = { type: 'bonus', by: 'grown-up', at, stars: 3, reason: 'Helped with dinner' };
const reversal = { type: 'reversal', by: 'grown-up', at, entry: FIXTURE_REQUEST, reason: 'Oops' };

/** 600 two-character ids: an `order` that fitted the old 2,020-character bound. */
const manyIds = Array.from({ length: 600 }, (_, index) => {
  const digits = '0123456789';
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return index < 360
    ? `${digits[index % 10]}${alphabet[Math.floor(index / 10)]}`
    : `${alphabet[(index - 360) % 26]}${digits[Math.floor((index - 360) / 26)]}`;
});
const family = newFamilyConfig({ name: 'The Testers', kidNames: ['Ada', 'Bo'] });

const table: [name: string, [path: string, value: unknown]][] = [
  // Tasks' shapes.
  ['a task with an empty title', dayTask({ ...ok, title: '' })],
  ['a task with a title over 1,000 characters', dayTask({ ...ok, title: 'x'.repeat(1001) })],
  ['a task whose title is not a string', dayTask({ ...ok, title: 42 })],
  ['a task with completed: true', dayTask({ ...ok, completed: true })],
  ['a task whose completed is a string', dayTask({ ...ok, completed: 'yes' })],
  ['a task with order 1.5', dayTask({ ...ok, order: 1.5 })],
  ['a task with an order that is not a number', dayTask({ ...ok, order: '1' })],
  ['a task with order "first"', dayTask({ ...ok, order: 'first' })],
  ['a task ordered at -9e15', dayTask({ ...ok, order: -9e15 })],
  ['a task ticked at 1e300', dayTask({ ...ok, completed: 1e300 })],
  ['a task with an unknown child', dayTask({ ...ok, colour: 'red' })],
  ['a day task without completed', dayTask({ title: 'Brush teeth', order: 1 })],
  ['a day task with a schedule', dayTask({ ...ok, days: '2' })],
  ['a task in the part "night"', dayTask({ ...ok, part: 'night' })],
  ['a routine task for days "999"', routineTask({ ...routine, days: '999' })],
  ['a routine task with completed', routineTask({ ...routine, completed: false })],
  ['a routine task in the part "Morning"', routineTask({ ...routine, part: 'Morning' })],
  // A past day put right: who and when, nothing else (docs/design.md "Putting the past right").
  ['a correction by "parent"', dayTask({ ...ok, later: { by: 'parent', at } })],
  ['a correction without its time', dayTask({ ...ok, later: { by: 'grown-up' } })],
  ['a correction dated next year', dayTask({ ...ok, later: { by: 'grown-up', at: 4e9 } })],
  ['a correction that is text', dayTask({ ...ok, later: 'by a grown-up' })],
  [
    'a correction naming a 61-character device',
    dayTask({ ...ok, later: { by: 'grown-up', at, device: 'x'.repeat(61) } }),
  ],
  [
    'a correction with an unknown child',
    dayTask({ ...ok, later: { by: 'grown-up', at, uid: 'someone' } }),
  ],
  ['a routine task with a correction', routineTask({ ...routine, later: { by: 'kid', at } })],
  // Pictures: emoji only.
  ['a picture of markup', dayTask({ ...ok, picture: '<b>x</b>' })],
  ['a picture of Latin letters', dayTask({ ...ok, picture: 'Brush' })],
  ['a picture of Cyrillic letters', dayTask({ ...ok, picture: 'привет' })],
  ['a picture of Japanese', routineTask({ ...routine, picture: '歯を磨く' })],
  ['a picture of accented letters', dayTask({ ...ok, picture: 'éé' })],
  ['a picture of quotes and brackets', dayTask({ ...ok, picture: `"'();` })],
  ['a picture of a zero-width space', dayTask({ ...ok, picture: '\u200B' })],
  ['a picture of a right-to-left override', routineTask({ ...routine, picture: '\u202E' })],
  ['an emoji with a right-to-left override', dayTask({ ...ok, picture: '🪥\u202E' })],
  ['a picture of a digit', dayTask({ ...ok, picture: '1' })],
  ['a picture of nine emoji', dayTask({ ...ok, picture: '🪥'.repeat(9) })],
  // Days and kids in the lists.
  ['a task on 2026-02-31', [`lists/2026-02-31/ada/-Task000000000000000`, ok]],
  ['a task on 2026-02-29', [`lists/2026-02-29/ada/-Task000000000000000`, ok]],
  ['a day key like 2026-13-4x', [`lists/2026-13-4x/ada/${TASK}`, ok]],
  ['a day key like 22-11-2026', [`lists/22-11-2026/ada/${TASK}`, ok]],
  ['a kid id starting with _ in a day', [`lists/${ATTACK_DAY}/_ada/${TASK}`, ok]],
  ['a _seeded that is not a number', [`lists/${ATTACK_DAY}/_seeded`, 'yes']],
  ['a _seeded of 1e300', [`lists/${ATTACK_DAY}/_seeded`, 1e300]],
  ['a column for a kid who is not in the family', [`lists/${ATTACK_DAY}/ghost/${TASK}`, ok]],
  ['a column for a zero-width kid id', [`lists/${ATTACK_DAY}/ada\u200B/${TASK}`, ok]],
  ['a column for a right-to-left kid id', [`lists/${ATTACK_DAY}/\u202Eada/${TASK}`, ok]],
  ['a kid key of 101 characters in a day', [`lists/${ATTACK_DAY}/${'k'.repeat(101)}/${TASK}`, ok]],
  ['a kid id starting with _ in the routine', routineTask(routine, '_ada')],
  ['a routine for a kid who is not in the family', routineTask(routine, 'ghost')],
  ['a task keyed "constructor"', [`lists/${ATTACK_DAY}/ada/constructor`, ok]],
  ['a library group keyed "prototype"', ['lists/library/prototype', group]],
  ['a task keyed "prototype"', [`lists/${ATTACK_DAY}/ada/prototype`, ok]],
  // The library.
  [
    'a library group whose items are neither 0 nor a map',
    ['lists/library/-Group0000000000000', { ...group, items: 1 }],
  ],
  [
    'a library group whose items are a string',
    ['lists/library/-Group0000000000000', { ...group, items: 'none' }],
  ],
  ['a library group without a title', ['lists/library/-Group0000000000000', { items: 0 }]],
  [
    'a library group in the part "night"',
    ['lists/library/-Group0000000000000', { ...group, part: 'night' }],
  ],
  [
    'a library item ticked at 1e300',
    [
      'lists/library/-Group0000000000000',
      { ...group, items: { a: { title: 'Pyjamas', order: 1, completed: 1e300 } } },
    ],
  ],
  ['an unknown list', ['lists/archive', { a: 1 }]],
  ['an unknown child of the family', ['notes', 'hello']],
  // The config.
  ['an empty family name', ['config/name', '']],
  ['a family name of 1,001 characters', ['config/name', 'n'.repeat(1001)]],
  ['a kid list that is not a list', ['config/kids', 'ada,bo']],
  ['a kid id that is not a string', ['config/kids', ['ada', 7]]],
  ['a kid listed in kids but not in order', ['config/kids', ['ada', 'bo', 'ghost']]],
  ['a 21st kid', ['config/kids/20', 'ada']],
  ['a kid id with a comma', ['config/kids', ['ada,bo']]],
  ['a kid colour that is not a colour', ['config/colors/ada', 'red']],
  ['a kid name that is not a string', ['config/names/ada', 7]],
  ['a kid name of 1,001 characters', ['config/names/ada', 'n'.repeat(1001)]],
  ['a name for a kid not in the family', ['config/names/ghost', 'Ghost']],
  ['a colour for a kid not in the family', ['config/colors/ghost', '#123456']],
  ['an emoji for a kid not in the family', ['config/emojis/ghost', '👻']],
  ['an emoji of 33 characters', ['config/emojis/ada', 'e'.repeat(33)]],
  ['a column order that is not a string', ['config/order', ['ada']]],
  ['an order string of 2,021 characters', ['config/order', `ada,bo,${'x'.repeat(2014)}`]],
  [
    'an order of 21 kid ids',
    ['config/order', `ada,bo,${Array.from({ length: 19 }, (_, i) => `k${i}`).join(',')}`],
  ],
  ['an order with a zero-width kid id', ['config/order', 'ada,bo,\u200B']],
  ['an order with a right-to-left kid id', ['config/order', 'ada,bo,\u202Ex']],
  [
    'an order of 600 ids with 600 names of 1,000 characters',
    [
      'config',
      {
        ...family,
        order: ['ada', 'bo', ...manyIds].join(','),
        names: {
          ...family.names,
          ...Object.fromEntries(manyIds.map((id) => [id, 'n'.repeat(1000)])),
        },
      },
    ],
  ],
  ['an unknown config field', ['config/theme', 'dark']],
  ['the evening written alone before the afternoon', ['config/partStarts/evening', 600]],
  ['the evening written alone as -5', ['config/partStarts/evening', -5]],
  ['the afternoon written alone after the evening', ['config/partStarts/afternoon', 1200]],
  ['the parts of the day with a third part', ['config/partStarts/night', 1300]],
  // The family's day start: a whole hour from midnight to 05:00.
  ['a day start at 06:00', ['config/dayStart', 6]],
  ['a day start before midnight', ['config/dayStart', -1]],
  ['a day start at half past two', ['config/dayStart', 2.5]],
  ['a day start as text', ['config/dayStart', '03:00']],
  ['a day start with minutes', ['config/dayStart', { hour: 3, minute: 0 }]],
  ['a day start true', ['config/dayStart', true]],
  // The PIN: exactly the shape the app writes.
  ['the PIN as its digits', ['config/pin', '4071']],
  ['a PIN without a hash', ['config/pin', { salt: 'c2FsdHNhbHRzYWx0c2FsdA==' }]],
  ['a made-up PIN of As', ['config/pin', { salt: 'A'.repeat(24), hash: 'A'.repeat(44) }]],
  ['a made-up PIN of 88 As', ['config/pin', { salt: 'A'.repeat(88), hash: 'A'.repeat(88) }]],
  [
    'a PIN with a 16-character salt',
    [
      'config/pin',
      { salt: 'c2FsdHNhbHRzYWx0', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=' },
    ],
  ],
  [
    'a PIN with its digits beside it',
    [
      'config/pin',
      {
        salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
        hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
        pin: '4071',
      },
    ],
  ],
  // The rewards' catalogue.
  ['a reward with an empty title', reward({ ...fixtureReward, title: '' })],
  [
    'a reward with a title of 1,001 characters',
    reward({ ...fixtureReward, title: 'x'.repeat(1001) }),
  ],
  ['a reward that costs 0 stars', reward({ ...fixtureReward, cost: 0 })],
  ['a reward that costs 1,001 stars', reward({ ...fixtureReward, cost: 1001 })],
  ['a reward that costs 1.5 stars', reward({ ...fixtureReward, cost: 1.5 })],
  ['a reward that costs "5"', reward({ ...fixtureReward, cost: '5' })],
  ['a reward without a cost', reward({ title: 'Screen time', needsYes: true, made: at })],
  ['a reward without needsYes', reward({ title: 'Screen time', cost: 5, made: at })],
  ['a reward whose needsYes is "yes"', reward({ ...fixtureReward, needsYes: 'yes' })],
  ['a reward archived: false', reward({ ...fixtureReward, archived: false })],
  ['a reward for kids "Ada and Bo"', reward({ ...fixtureReward, kids: 'Ada and Bo' })],
  [
    'a reward for 21 kids',
    reward({ ...fixtureReward, kids: Array.from({ length: 21 }, (_, i) => `k${i}`).join(',') }),
  ],
  ['a reward pictured with a word', reward({ ...fixtureReward, picture: 'Screen' })],
  ['a reward made at 1e300', reward({ ...fixtureReward, made: 1e300 })],
  ['a reward with an unknown field', reward({ ...fixtureReward, price: '£5' })],
  ['a reward keyed "letmein"', ['rewards/catalogue/letmein', fixtureReward]],
  ['a reward keyed "prototype"', ['rewards/catalogue/prototype', fixtureReward]],
  // The rewards' ledger: shapes and amounts, by type.
  ['a grant made in kid mode', entry({ ...grant, by: 'kid' })],
  ['a bonus made in kid mode', entry({ ...bonus, by: 'kid' })],
  ['an entry of an unknown type', entry({ ...grant, type: 'gift' })],
  ['an entry made by "parent"', entry({ ...grant, by: 'parent' })],
  ['an entry without a time', entry({ type: 'grant', by: 'grown-up', request: FIXTURE_REQUEST })],
  ['an entry made at 1e300', entry({ ...grant, at: 1e300 })],
  ['an entry made at "now"', entry({ ...grant, at: 'now' })],
  ['an entry with an unknown field', entry({ ...grant, note: 'hello' })],
  ['a grant carrying stars', entry({ ...grant, stars: 5 })],
  ['a grant without its request', entry({ type: 'grant', by: 'grown-up', at })],
  ['a grant of a request id that is no id', entry({ ...grant, request: '../../config' })],
  ['a request without its cost', entry(without(request, 'cost'))],
  ['a request without needsYes', entry(without(request, 'needsYes'))],
  ['a request for 0 stars', entry({ ...request, cost: 0 })],
  ['a request for 1,001 stars', entry({ ...request, cost: 1001 })],
  ['a request for 1.5 stars', entry({ ...request, cost: 1.5 })],
  ['a request for "5" stars', entry({ ...request, cost: '5' })],
  ['a request titled with 1,001 characters', entry({ ...request, title: 'x'.repeat(1001) })],
  ['a request carrying a reason', entry({ ...request, reason: 'Because' })],
  ['a bonus without a reason', entry(without(bonus, 'reason'))],
  ['a bonus with an empty reason', entry({ ...bonus, reason: '' })],
  ['a bonus with a reason of 1,001 characters', entry({ ...bonus, reason: 'x'.repeat(1001) })],
  ['a bonus of 0 stars', entry({ ...bonus, stars: 0 })],
  ['a bonus of 1,001 stars', entry({ ...bonus, stars: 1001 })],
  ['a take-back of 2.5 stars', entry({ ...bonus, type: 'takeBack', stars: 2.5 })],
  ['a take-back without stars', entry({ ...without(bonus, 'stars'), type: 'takeBack' })],
  ['a reversal without a reason', entry(without(reversal, 'reason'))],
  ['a reversal without the entry it reverses', entry(without(reversal, 'entry'))],
  ['an entry whose uid is 129 characters', entry({ ...grant, uid: 'u'.repeat(129) })],
  ['an entry keyed "letmein"', ['rewards/ledger/ada/letmein', grant]],
  ['a ledger for a kid who is not in the family', entry(grant, 'ghost')],
  ['a ledger for a kid id starting with _', entry(grant, '_ada')],
  // The rewards' settled weeks.
  ['a settled week of -1 stars', settled(-1)],
  ['a settled week of 10,001 stars', settled(10_001)],
  ['a settled week of 2.5 stars', settled(2.5)],
  ['a settled week of "5" stars', settled('5')],
  ['a settled week of 2026-02-31', settled(5, '2026-02-31')],
  ['a settled week keyed 16-11-2026', settled(5, '16-11-2026')],
  ['a settled week of a kid who is not in the family', settled(5, '2026-11-09', 'ghost')],
  // The rewards' settled totals.
  ['a settled total of -1 stars', total({ ...totalOk, stars: -1 })],
  ['a settled total of more than a billion stars', total({ ...totalOk, stars: 1_000_000_001 })],
  ['a settled total of 2.5 stars', total({ ...totalOk, stars: 2.5 })],
  ['a settled total of "412" stars', total({ ...totalOk, stars: '412' })],
  ['a settled total before 2026-02-31', total({ ...totalOk, before: '2026-02-31' })],
  ['a settled total with no start', total({ before: totalOk.before, stars: 412 })],
  ['a settled total with a field of its own', total({ ...totalOk, note: 'trust me' })],
  ['a settled total of a kid who is not in the family', total(totalOk, 'ghost')],
  // The rewards' ledger checkpoints.
  [
    'a checkpoint with no boundary',
    checkpoint(
      Object.fromEntries(Object.entries(checkpointOk).filter(([key]) => key !== 'boundary')),
    ),
  ],
  ['a checkpoint after "letmein"', checkpoint({ ...checkpointOk, boundary: 'letmein' })],
  ['a checkpoint of -1 stars spent', checkpoint({ ...checkpointOk, spent: -1 })],
  ['a checkpoint of 2.5 bonus stars', checkpoint({ ...checkpointOk, bonuses: 2.5 })],
  [
    'a checkpoint of more than a billion stars taken back',
    checkpoint({ ...checkpointOk, takenBack: 1_000_000_001 }),
  ],
  ['a checkpoint for "5" stars earned', checkpoint({ ...checkpointOk, earnedFrom: '5' })],
  ['a checkpoint naming a reward "x"', checkpoint({ ...checkpointOk, rewards: 'x' })],
  [
    'a checkpoint naming 201 rewards',
    checkpoint({ ...checkpointOk, rewards: Array(201).fill(FIXTURE_REWARD).join(',') }),
  ],
  ['a checkpoint with a field of its own', checkpoint({ ...checkpointOk, note: 'trust me' })],
  ['a checkpoint of a kid who is not in the family', checkpoint(checkpointOk, 'ghost')],
  [
    'a checkpoint carrying 201 open requests',
    carrying(
      Object.fromEntries(
        Array.from({ length: 201 }, (_, at) => [`o${String(at).padStart(3, '0')}`, openOk]),
      ),
    ),
  ],
  ['a checkpoint carrying an open request keyed "x"', carrying({ x: openOk })],
  ['a checkpoint carrying a request given', carrying({ o000: { ...openOk, state: 'given' } })],
  ['a checkpoint carrying a request of 0 stars', carrying({ o000: { ...openOk, cost: 0 } })],
  [
    'a checkpoint carrying a request with no title',
    carrying({ o000: Object.fromEntries(Object.entries(openOk).filter(([k]) => k !== 'title')) }),
  ],
  [
    'a checkpoint carrying a request with a field of its own',
    carrying({ o000: { ...openOk, note: 'trust me' } }),
  ],
  [
    'a checkpoint carrying a yes on a request only asked',
    carrying({ o000: { ...openOk, state: 'requested' } }),
  ],
  [
    'a checkpoint carrying a yes with no time',
    carrying({ o000: { ...openOk, grant: { id: FIXTURE_REQUEST } } }),
  ],
  [
    'a checkpoint carrying a packed request given',
    carrying({ o000: packedOk.replace('|granted|', '|given|') }),
  ],
  [
    'a checkpoint carrying a packed request of 0 stars',
    carrying({ o000: packedOk.replace('|5|', '|0|') }),
  ],
  [
    'a checkpoint carrying a packed yes on a request only asked',
    carrying({ o000: packedOk.replace('|granted|', '|requested|') }),
  ],
  [
    'a checkpoint carrying a packed request of 1,401 characters',
    carrying({ o000: packedOk + 'x'.repeat(1401 - packedOk.length) }),
  ],
  ['a checkpoint carrying a request as a number', carrying({ o000: 5 })],
  // The open requests as one text, a ~ between two, as the app writes them now.
  [
    'a checkpoint carrying a request given after another',
    carrying(`${packedOk}~${packedOk.replace('|granted|', '|given|')}`),
  ],
  ['a checkpoint carrying nothing after a ~', carrying(`${packedOk}~`)],
  ['a checkpoint carrying a title after a single ~', carrying(`${packedOk}~Cinema`)],
  ['a checkpoint carrying a uid with a ~', carrying(packedOk.replace('|||Cinema', '|a~b||Cinema'))],
  [
    'a checkpoint carrying 480,201 characters of requests',
    carrying(packedOk + 'x'.repeat(480_201 - packedOk.length)),
  ],
  ['an unknown part of the rewards', ['rewards/points', { ada: 5 }]],
  // Away days.
  ['away days ending before they begin', awayEntry({ ...awayOk, to: '2026-11-23' })],
  ['away days from 2026-02-30', awayEntry({ ...awayOk, from: '2026-02-30' })],
  ['away days to 2100-01-01', awayEntry({ ...awayOk, to: '2100-01-01' })],
  ['away days from 24-11-2026', awayEntry({ ...awayOk, from: '24-11-2026' })],
  ['away days without a first day', awayEntry(without(awayOk, 'from'))],
  ['away days without a last day', awayEntry(without(awayOk, 'to'))],
  ['away days without when they were made', awayEntry(without(awayOk, 'made'))],
  ['away days made a year from now', awayEntry({ ...awayOk, made: 1e12 })],
  ['away days with a reason of 81 characters', awayEntry({ ...awayOk, reason: 'x'.repeat(81) })],
  ['away days with an empty reason', awayEntry({ ...awayOk, reason: '' })],
  ['away days for a kid id with capitals', awayEntry({ ...awayOk, kid: 'Ada' })],
  ['away days for a kid id starting with _', awayEntry({ ...awayOk, kid: '_ada' })],
  ['away days with a field the app never writes', awayEntry({ ...awayOk, tickable: true })],
  ['away days keyed "letmein"', awayEntry(awayOk, 'letmein')],
  ['away days as a single value', ['away', 'sick']],
];

const NOT_ON_THE_LOCAL_SERVER = new Set(['a task keyed "constructor"']);

export const VALUE_ATTACKS: readonly ValueAttack[] = table.map(([name, [path, value]]) => ({
  name,
  path,
  value,
  ...(NOT_ON_THE_LOCAL_SERVER.has(name) && { localServer: false as const }),
}));

/** A PIN record as the app writes it (16-byte salt, 32-byte hash), which the rules allow. */
export const VALID_PIN = {
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
};
