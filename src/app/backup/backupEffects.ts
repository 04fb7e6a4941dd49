/** Reading a whole family for its backup, and restoring one as a new family. */
import { fromPromise } from 'xstate';
import type { FamilyRestore } from '../../../machines/app';
import { StoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { readOnce } from '../../store/readOnce';
import { membershipUpdate } from '../effects/membershipEffects';
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

/**
 * A backup's family written as a new family: its config first (with accounts, the creator as
 * first member, as the rules ask), then its lists. Resolves with the new family's id.
 */
export function createRestoreEffects(store: Store, now: () => Date, accounts: boolean) {
  return {
    restoreFamily: fromPromise<string, FamilyRestore>(async ({ input }) => {
      const familyId = newPushId();
      const path = familyPath(familyId);
      const members = accounts && input.user ? membershipUpdate(familyId, input.user, now()) : {};
      await writing(
        path,
        store.update('', { [`${path}/config`]: input.family.config, ...members }),
      );
      if (input.family.lists)
        await writing(path, store.update(path, { lists: input.family.lists }));
      return familyId;
    }),
  };
}
