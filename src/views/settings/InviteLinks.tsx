import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  selectInvites,
  selectIsCreatingInvite,
  selectIsNewInviteOpen,
  selectIsRevokingInvite,
  selectNewInvite,
  type Member,
  type OpenInvite,
} from '../../../machines/sharing';
import type { SharingActor } from '../../app/settings/useSharing';
import { inviteLink } from './SharingSection';

const untilWords = (expires: number) => dayjs.unix(expires).format('dddd D MMMM, HH:mm');

/** Making an invite link, and the open ones: who made each, until when it works, Revoke. */
export function InviteLinks(props: { sharing: SharingActor; familyId: string; members: Member[] }) {
  const { sharing, familyId, members } = props;
  const invites = useSelector(sharing, selectInvites);
  const revoking = useSelector(sharing, selectIsRevokingInvite);
  const maker = (invite: OpenInvite) =>
    members.find((member) => member.uid === invite.by)?.email ?? 'A grown-up';

  return (
    <div className="sharing__invite">
      <p className="sharing__explain">
        Invite another grown-up: send them a link. They sign in with Google and see the same lists
        on their devices. Each link lets one person in, once, for 7 days.
      </p>
      <NewInviteLink sharing={sharing} familyId={familyId} />
      {invites.length > 0 && (
        <>
          <h3 className="sharing__subheading">Invite links not used yet</h3>
          <ul className="sharing__members">
            {invites.map((invite) => (
              <li key={invite.code} className="sharing__member">
                <span className="sharing__email">
                  Made by {maker(invite)}, works until {untilWords(invite.expires)}
                </span>
                <button
                  className="button button--soft"
                  type="button"
                  disabled={revoking}
                  onClick={() => sharing.send({ type: 'invite.revoke', code: invite.code })}
                >
                  Revoke
                  <span className="visually-hidden">
                    {' '}
                    the link made by {maker(invite)}, until {untilWords(invite.expires)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function NewInviteLink({ sharing, familyId }: { sharing: SharingActor; familyId: string }) {
  const invite = useSelector(sharing, selectNewInvite);
  const creating = useSelector(sharing, selectIsCreatingInvite);
  const stillOpen = useSelector(sharing, selectIsNewInviteOpen);
  const [copied, setCopied] = useState<string | null>(null);
  const link =
    invite && stillOpen ? inviteLink(window.location.origin, familyId, invite.code) : null;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(text);
    } catch {
      // No clipboard (an insecure page, a refusal): the link stays selectable in its field.
      setCopied(null);
    }
  }

  return link && invite ? (
    <div className="field">
      <label className="field__label" htmlFor="invite-link">
        Invite link, works once until {untilWords(invite.expires)}
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
  );
}
