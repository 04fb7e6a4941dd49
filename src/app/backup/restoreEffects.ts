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
 * A backup's family written as a new family, in one update: its config, lists, away days and
 * rewards (with accounts, the creator as first member, as the rules ask). All or nothing: a
 * refused value leaves no half family listed for the parent, and a retry no empty copy. Resolves
 * with the new family's id.
 */
export async function restoreAsNewFamily(
  store: Store,
  now: () => Date,
  accounts: boolean,
  input: FamilyRestore,
): Promise<string> {
  const familyId = newPushId();
  const path = familyPath(familyId);
  const members =
    __FIREBASE_MODE__ && accounts && input.user
      ? membershipUpdate(familyId, input.user, now())
      : {};
  const { config, lists, away, rewards } = input.family;
  await writing(
    path,
    store.update('', {
      [`${path}/config`]: config,
      ...(lists && { [`${path}/lists`]: lists }),
      ...(away && { [`${path}/away`]: away }),
      ...(rewards && { [`${path}/rewards`]: rewards }),
      ...members,
    }),
  );
  return familyId;
}

export function createRestoreEffects(store: Store, now: () => Date, accounts: boolean) {
  return {
    restoreFamily: fromPromise<string, FamilyRestore>(({ input }) =>
      restoreAsNewFamily(store, now, accounts, input),
    ),
  };
}
