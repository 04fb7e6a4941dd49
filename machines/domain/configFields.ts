/**
 * Every field of a family's `config`, and the one feature that writes it (docs/design.md "Data
 * layout"). A feature writes only its own fields, by path or in a transaction that keeps every
 * other field as stored; the parser reads only these, and the config writers' test runs every
 * writer on a config with all of them set, so a new field joins that test by being listed here.
 */
export const CONFIG_FIELDS = {
  name: 'family name',
  kids: 'kid list',
  order: 'kid list',
  names: 'kid list',
  colors: 'kid list',
  emojis: 'kid list',
  partStarts: 'part-of-day times',
  pin: 'PIN',
  dayStart: 'day start',
} as const;

export type ConfigField = keyof typeof CONFIG_FIELDS;
export type ConfigOwner = (typeof CONFIG_FIELDS)[ConfigField];

/** The config as stored, each field as it comes (the parser reads it into `FamilyConfig`). */
export type StoredConfigFields = Partial<Record<ConfigField, unknown>>;

export const CONFIG_FIELD_NAMES = Object.keys(CONFIG_FIELDS) as ConfigField[];

export function fieldsOwnedBy(owner: ConfigOwner): ConfigField[] {
  return CONFIG_FIELD_NAMES.filter((field) => CONFIG_FIELDS[field] === owner);
}

/**
 * The stored config with `owner`'s fields replaced by `written`: every field the owner does not
 * write, known or not, stays as it is (a field the owner leaves out of `written` is removed).
 */
export function replacingOwnFields(
  current: object,
  owner: ConfigOwner,
  written: StoredConfigFields,
): Record<string, unknown> {
  const owned = new Set<string>(fieldsOwnedBy(owner));
  const kept = Object.entries(current).filter(([field]) => !owned.has(field));
  return { ...Object.fromEntries(kept), ...written };
}
