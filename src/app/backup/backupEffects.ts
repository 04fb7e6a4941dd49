/** Reading a whole family for its backup, and putting one back in its place. */
import { StoreError } from '../../store/errors';
import type { Store } from '../../store/port';
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

/** Replaces the family's config and lists with a backup's; its members stay as they are. */
export async function replaceFamily(store: Store, familyId: string, backup: Backup): Promise<void> {
  const path = familyPath(familyId);
  const { config, lists = null } = backup.family;
  await writing(path, store.update(path, { config, lists }));
}
