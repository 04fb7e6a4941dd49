/** Reading a whole family for its backup, and putting one back in its place. */
import { StoreError } from '../../store/errors';
import type { Store, StoreObject } from '../../store/port';
import { readOnce } from '../../store/readOnce';
import { writing } from '../effects/writing';
import { familyPath } from '../storePaths';
import { backupOf, type Backup } from './backupFile';

/** The family as a backup, read afresh from the store. */
export async function readBackup(store: Store, familyId: string, now: Date): Promise<Backup> {
  const path = familyPath(familyId);
  const tree = await writing(path, readOnce(store, path));
  if (tree === null) throw new StoreError('NO_FAMILY', 'There is no family here to back up.', path);
  return backupOf(tree, now);
}

/**
 * Replaces the family's config, lists, away days, rewards' catalogue, settled weeks and settled
 * totals (a total kept beside restored weeks could count other weeks) with a
 * backup's; its members stay as they are, and so does every kid's ledger: its entries are never
 * changed or removed, so a restore neither takes them away nor writes the backup's over them.
 */
export async function replaceFamily(store: Store, familyId: string, backup: Backup): Promise<void> {
  const path = familyPath(familyId);
  const { config, lists = null, away = null, rewards } = backup.family;
  const part = (key: string) => (rewards?.[key] as StoreObject | undefined) ?? null;
  await writing(
    path,
    store.update(path, {
      config,
      lists,
      away,
      'rewards/catalogue': part('catalogue'),
      'rewards/settled': part('settled'),
      'rewards/settledTotal': part('settledTotal'),
    }),
  );
}
