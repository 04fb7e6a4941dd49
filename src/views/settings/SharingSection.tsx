import { useSelector } from '@xstate/react';
import {
  selectIsRemovingMember,
  selectMembers,
  selectRemovingMember,
  selectSharingError,
  selectSharingNotice,
  type Member,
} from '../../../machines/sharing';
import { useSharing } from '../../app/settings/useSharing';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorNotice } from '../ErrorBanner';
import { InviteLinks } from './InviteLinks';

/** The address that lets a signed-in grown-up join the family. */
export function inviteLink(origin: string, familyId: string, code: string): string {
  return `${origin}/${encodeURIComponent(familyId)}/join/${encodeURIComponent(code)}`;
}

const nameOf = (member: Member) => member.email ?? 'this grown-up';

/** Firebase mode: the grown-ups in the family, leaving it, invite links, and removing someone. */
export function SharingSection(props: { familyId: string; familyName: string; uid: string }) {
  const { familyId, familyName, uid } = props;
  const sharing = useSharing(familyId, familyName, uid);
  const members = useSelector(sharing, selectMembers);
  const removing = useSelector(sharing, selectRemovingMember);
  const busyRemoving = useSelector(sharing, selectIsRemovingMember);
  const error = useSelector(sharing, selectSharingError);
  const notice = useSelector(sharing, selectSharingNotice);
  const onlyMember = members !== null && members.length <= 1;
  const leaving = removing?.uid === uid;

  return (
    <section className="card settings-card sharing" aria-labelledby="sharing-title">
      <h2 id="sharing-title" className="settings-page__heading">
        Grown-ups in this family
      </h2>
      {error && (
        <ErrorNotice error={error} onDismiss={() => sharing.send({ type: 'error.dismiss' })} />
      )}
      {members === null ? (
        <p role="status">Loading…</p>
      ) : (
        <ul className="sharing__members">
          {members.map((member) => (
            <li key={member.uid} className="sharing__member">
              <span className="sharing__email">
                {member.email ?? 'A grown-up without an email address'}
                {member.uid === uid && <span className="sharing__you"> (you)</span>}
              </span>
              {member.uid !== uid && (
                <button
                  className="button button--soft"
                  type="button"
                  onClick={() => sharing.send({ type: 'member.askRemove', uid: member.uid })}
                >
                  Remove<span className="visually-hidden"> {nameOf(member)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <InviteLinks sharing={sharing} familyId={familyId} members={members ?? []} />
      {members !== null && (
        <div className="sharing__leave">
          <button
            className="button button--soft"
            type="button"
            disabled={onlyMember}
            aria-describedby={onlyMember ? 'sharing-only-member' : undefined}
            onClick={() => sharing.send({ type: 'member.askRemove', uid })}
          >
            Leave this family
          </button>
          {onlyMember && (
            <p id="sharing-only-member" className="sharing__explain">
              You’re the only grown-up in this family, so you can’t leave it: a family always keeps
              one. Invite another grown-up first.
            </p>
          )}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {removing && (
        <ConfirmDialog
          emoji="👋"
          title={leaving ? `Leave ${familyName}?` : `Remove ${nameOf(removing)}?`}
          confirmLabel={leaving ? 'Yes, leave' : 'Yes, remove'}
          busyLabel={leaving ? 'Leaving…' : 'Removing…'}
          busy={busyRemoving}
          onConfirm={() => sharing.send({ type: 'member.confirmRemove' })}
          onCancel={() => sharing.send({ type: 'member.cancelRemove' })}
        >
          {leaving
            ? 'You will no longer see or change this family’s lists, on any device. To come back, a grown-up in the family has to invite you again.'
            : 'They will no longer see or change this family’s lists, and the invite links they made stop working. You can invite them again later.'}
        </ConfirmDialog>
      )}
    </section>
  );
}
