import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { SharingActor } from '../../app/settings/useSharing';
import { useSharing } from '../../app/settings/useSharing';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorNotice } from '../ErrorBanner';

/** The address that lets a signed-in grown-up join the family. */
export function inviteLink(origin: string, familyId: string, code: string): string {
  return `${origin}/${encodeURIComponent(familyId)}/join/${encodeURIComponent(code)}`;
}

/** Firebase mode: the grown-ups in the family, invite links, and removing someone. */
export function SharingSection({ familyId, uid }: { familyId: string; uid: string }) {
  const sharing = useSharing(familyId, uid);
  const members = useSelector(sharing, (snapshot) => snapshot.context.members);
  const removing = useSelector(sharing, (snapshot) => snapshot.context.removing);
  const busyRemoving = useSelector(sharing, (snapshot) => snapshot.matches('removingMember'));
  const error = useSelector(sharing, (snapshot) => snapshot.context.error);
  const notice = useSelector(sharing, (snapshot) => snapshot.context.notice);

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
                  Remove<span className="visually-hidden"> {member.email ?? 'this grown-up'}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <InviteLink sharing={sharing} familyId={familyId} />
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {removing && (
        <ConfirmDialog
          emoji="👋"
          title={`Remove ${removing.email ?? 'this grown-up'}?`}
          confirmLabel="Yes, remove"
          busyLabel="Removing…"
          busy={busyRemoving}
          onConfirm={() => sharing.send({ type: 'member.confirmRemove' })}
          onCancel={() => sharing.send({ type: 'member.cancelRemove' })}
        >
          They will no longer see or change this family’s lists. You can invite them again later.
        </ConfirmDialog>
      )}
    </section>
  );
}

function InviteLink({ sharing, familyId }: { sharing: SharingActor; familyId: string }) {
  const invite = useSelector(sharing, (snapshot) => snapshot.context.invite);
  const creating = useSelector(sharing, (snapshot) => snapshot.matches('creatingInvite'));
  const [copied, setCopied] = useState<string | null>(null);
  const link = invite ? inviteLink(window.location.origin, familyId, invite.code) : null;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(text);
    } catch {
      // No clipboard (an insecure page, a refusal): the link stays selectable in its field.
      setCopied(null);
    }
  }

  return (
    <div className="sharing__invite">
      <p className="sharing__explain">
        Invite another grown-up: send them a link. They sign in with Google and see the same lists
        on their devices.
      </p>
      {link && invite ? (
        <div className="field">
          <label className="field__label" htmlFor="invite-link">
            Invite link, works until {dayjs.unix(invite.expires).format('dddd D MMMM')}
          </label>
          <div className="sharing__link-row">
            <input
              id="invite-link"
              className="text-input"
              type="text"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
            <button className="button button--primary" type="button" onClick={() => copy(link)}>
              {copied === link ? 'Copied!' : 'Copy link'}
            </button>
          </div>
        </div>
      ) : (
        <button
          className="button button--primary"
          type="button"
          disabled={creating}
          onClick={() => sharing.send({ type: 'invite.create' })}
        >
          {creating ? 'Making a link…' : 'Make an invite link'}
        </button>
      )}
    </div>
  );
}
