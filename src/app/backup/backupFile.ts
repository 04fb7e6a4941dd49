/**
 * The backup file: the whole family as one JSON document, made on one device and read on
 * another (or in Firebase mode: this is how an embedded family moves to sync).
 * `{ format: "kids-todo-backup", version: 1, exported, family: {…the tree under families/{id}…} }`
 */
import { parseConfig, parseTemplates, type FamilyConfig } from '../../../machines/domain/family';
import { MAX_KIDS, MAX_TEXT_LENGTH } from '../../../machines/domain/limits';
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
  family: { config: StoreObject; lists?: StoreObject };
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

/** Every text in the tree a person typed: titles and names keep the 1,000-character limit. */
function longText(value: unknown, path: string[]): string | null {
  if (typeof value === 'string') {
    return value.length > MAX_TEXT_LENGTH ? path.join('/') : null;
  }
  if (!isObject(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = longText(child, [...path, key]);
    if (found) return found;
  }
  return null;
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

/** Reads a backup file's text; every value is checked as the store and the app check writes. */
export function parseBackup(text: string): ParsedBackup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'This file is not a Kids To-Do backup: it is not JSON at all.' };
  }
  if (!isObject(data) || data.format !== BACKUP_FORMAT) {
    return { ok: false, problem: 'This file is not a Kids To-Do backup.' };
  }
  if (data.version !== BACKUP_VERSION) {
    return {
      ok: false,
      problem: 'This backup was made by a newer Kids To-Do. Update the app, then try again.',
    };
  }
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
  const tooLong = longText(family, []);
  if (tooLong) {
    return {
      ok: false,
      problem: `This backup holds a text longer than ${MAX_TEXT_LENGTH.toLocaleString('en-GB')} characters (at ${tooLong}).`,
    };
  }
  const config = parseConfig(family.config);
  if (config.kids.length > MAX_KIDS) {
    return { ok: false, problem: `This backup has more than ${MAX_KIDS} kids.` };
  }
  const lists = isObject(family.lists) ? family.lists : {};
  const backup = { ...data, family } as unknown as Backup;
  return { ok: true, backup, summary: summarize(config, lists) };
}
