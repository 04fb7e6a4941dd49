/**
 * Restoring a backup as a new family (the welcome screen's "Restore a backup"); apart from the
 * backup file's reading, so a returning family's first load carries neither.
 */
import { fromPromise } from 'xstate';
import type { FamilyRestore } from '../../../machines/app';
import type { Store } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { membershipUpdate } from '../effects/membershipEffects';
import { writing } from '../effects/writing';
import { familyPath } from '../storePaths';

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
