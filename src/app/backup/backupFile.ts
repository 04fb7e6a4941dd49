/**
 * The backup file: the whole family as one JSON document, made on one device and read on
 * another (or in Firebase mode: this is how an embedded family moves to sync).
 * `{ format: "kids-todo-backup", version: 1, exported, family: {…the tree under families/{id}…} }`
 */
import { parseConfig, parseTemplates, type FamilyConfig } from '../../../machines/domain/family';
import { checkFamily } from '../../../machines/domain/familyValues';
import { MAX_BACKUP_BYTES, MAX_KIDS } from '../../../machines/domain/limits';
import type { StoreObject, StoreSnapshot } from '../../store/port';
import { normalizeValue } from '../../store/validation';

export const BACKUP_FORMAT = 'kids-todo-backup';
export const BACKUP_VERSION = 1;

/** Who may open a family is not the family's to carry: members stay where they are. */
const NOT_BACKED_UP = ['members', 'people', 'invites'];

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exported: string;
  /** The tree under `families/{id}` less who may open it: its rewards too, ledger and all. */
  family: { config: StoreObject; lists?: StoreObject; away?: StoreObject; rewards?: StoreObject };
}

/** What a backup holds, for the question before restoring it. */
export interface BackupSummary {
  name: string;
  kids: string[];
  days: number;
  routineTasks: number;
  libraryGroups: number;
}

export type ParsedBackup =
  { ok: true; backup: Backup; summary: BackupSummary } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function backupOf(tree: StoreSnapshot, exported: Date): Backup {
  const family = isObject(tree) ? tree : {};
  const kept = Object.fromEntries(
    Object.entries(family).filter(([key]) => !NOT_BACKED_UP.includes(key)),
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exported: exported.toISOString(),
    family: kept as Backup['family'],
  };
}

/** `kids-todo-the-riveras-2026-11-22.json` */
export function backupFileName(familyName: string, day: string): string {
  const slug = familyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `kids-todo-${slug || 'family'}-${day}.json`;
}

/** A `null` anywhere: the file was changed by hand, and a value is missing. */
function hasNull(value: unknown): boolean {
  if (value === null) return true;
  return isObject(value) ? Object.values(value).some(hasNull) : false;
}

function summarize(config: FamilyConfig, lists: Record<string, unknown>): BackupSummary {
  const days = Object.keys(lists).filter((key) => /^\d{4}-\d{2}-\d{2}$/.test(key)).length;
  const routine = parseTemplates(lists.templates ?? null);
  return {
    name: config.name || 'Our family',
    kids: config.kids.map((kid) => kid.name),
    days,
    routineTasks: Object.values(routine).reduce((sum, tasks) => sum + tasks.length, 0),
    libraryGroups: isObject(lists.library) ? Object.keys(lists.library).length : 0,
  };
}

/** A backup nests a few levels (families → lists → day → kid → task → title); this is plenty. */
const MAX_NESTING = 32;

/** How deeply the JSON text nests its objects and arrays, counted without parsing it. */
function nestingOf(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file of `bytes` is not read at all, or `null` (checked before it is read). */
export function backupSizeProblem(bytes: number): string | null {
  return bytes > MAX_BACKUP_BYTES
    ? `This file is ${megabytes(bytes)}; a Kids To-Do backup can be at most ${megabytes(MAX_BACKUP_BYTES)}.`
    : null;
}

function versionProblem(version: unknown): string | null {
  if (version === BACKUP_VERSION) return null;
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION) {
    return 'This backup was made by a newer Kids To-Do. Update the app, then try again.';
  }
  return `This backup’s version (${JSON.stringify(version) ?? 'none'}) is not one Kids To-Do has made: the file was changed after it was made.`;
}

/**
 * Reads a backup file's text; every value is checked as the store and the rules check writes
 * (`machines/domain/familyValues.ts`). `now` (Unix seconds) bounds times such as a tick.
 */
export function parseBackup(text: string, now = Math.floor(Date.now() / 1000)): ParsedBackup {
  const size = backupSizeProblem(text.length);
  if (size) return { ok: false, problem: size };
  if (nestingOf(text, MAX_NESTING) > MAX_NESTING) {
    return {
      ok: false,
      problem: `This file is not a Kids To-Do backup: it nests values more than ${MAX_NESTING} levels deep.`,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'This file is not a Kids To-Do backup: it is not JSON at all.' };
  }
  if (!isObject(data) || data.format !== BACKUP_FORMAT) {
    return { ok: false, problem: 'This file is not a Kids To-Do backup.' };
  }
  const version = versionProblem(data.version);
  if (version) return { ok: false, problem: version };
  const family = data.family;
  if (!isObject(family) || !isObject(family.config)) {
    return { ok: false, problem: 'This backup has no family in it.' };
  }
  if (hasNull(family)) {
    return { ok: false, problem: 'This backup was changed after it was made: a value is missing.' };
  }
  try {
    normalizeValue(family, ['families', 'restored']);
  } catch (error) {
    const detail = error instanceof Error ? ` ${error.message}` : '';
    return { ok: false, problem: `This backup holds something that can’t be saved.${detail}` };
  }
  const config = parseConfig(family.config);
  if (config.kids.length > MAX_KIDS) {
    return { ok: false, problem: `This backup has more than ${MAX_KIDS} kids.` };
  }
  const refused = checkFamily(family, now, { backup: true });
  if (refused) {
    return {
      ok: false,
      problem: `This backup holds something Kids To-Do cannot keep: ${refused.message}`,
    };
  }
  const lists = isObject(family.lists) ? family.lists : {};
  const backup = { ...data, family } as unknown as Backup;
  return { ok: true, backup, summary: summarize(config, lists) };
}
