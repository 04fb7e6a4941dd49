import { useSelector } from '@xstate/react';
import {
  selectNotice,
  selectRefusals,
  selectWaiting,
  type ConnectionNotice,
} from '../../machines/connection';
import { useAppServices } from '../app/appServices';
import { ErrorNotice } from './ErrorBanner';
import { useConnection, type ConnectionActor } from './useConnection';

/** "1 change", "3 changes". */
export function changesInWords(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

const ICONS: Record<Exclude<ConnectionNotice, null>, string> = {
  offline: '📴',
  sending: '⏳',
  saved: '✅',
};

function noticeText(notice: Exclude<ConnectionNotice, null>, waiting: number): string {
  switch (notice) {
    case 'offline':
      return waiting > 0
        ? `You’re offline. ${changesInWords(waiting)} ${waiting === 1 ? 'is' : 'are'} kept on this device and will be sent when you’re back online.`
        : 'You’re offline. Changes you make are kept on this device and will be sent when you’re back online.';
    case 'sending':
      return `Sending ${changesInWords(waiting)}…`;
    case 'saved':
      return 'All changes are saved.';
  }
}

/**
 * Firebase mode: how many changes are kept on this device while the server is out of reach,
 * their sending once it is back, and each change the server refused (with its code).
 */
export function ConnectionBanner({ connection }: { connection: ConnectionActor }) {
  const notice = useSelector(connection, selectNotice);
  const waiting = useSelector(connection, selectWaiting);
  const refusals = useSelector(connection, selectRefusals);

  return (
    <>
      {/* Always in the page, so a screen reader hears each new notice in it. */}
      <div
        className={`offline-banner offline-banner--${notice ?? 'none'}`}
        role="status"
        data-no-last-frame
      >
        {notice && (
          <p className="offline-banner__text">
            <span aria-hidden="true">{ICONS[notice]} </span>
            {noticeText(notice, waiting)}
          </p>
        )}
      </div>
      {refusals.length > 0 && (
        <div className="offline-banner__refusals" data-no-last-frame>
          {refusals.map((refusal, index) => (
            <ErrorNotice
              // Two refusals may read alike: the place tells them apart.
              key={`${index}:${refusal.code}:${refusal.message}`}
              error={refusal}
              onDismiss={() => connection.send({ type: 'refusal.dismiss', index })}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** The banner for the app's connection (nothing before the app has started it). */
export function OfflineBanner() {
  const connection = useConnection();
  // The embedded store has no server to be out of reach of: nothing to say, ever.
  const { watchesConnection } = useAppServices();
  return connection && watchesConnection ? <ConnectionBanner connection={connection} /> : null;
}
