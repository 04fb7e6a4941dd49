import { useBackup } from '../../app/backup/useBackup';
import { RestoreBackup } from '../RestoreBackup';

/** "Keep a copy": whether this browser keeps the lists, and a backup file to download. */
export function BackupSection({ familyId, familyName }: { familyId: string; familyName: string }) {
  const { accounts, kept, download, start, replace } = useBackup(familyId, familyName);
  const busy = download.kind === 'busy';

  return (
    <section className="card settings-card backup" aria-labelledby="backup-title">
      <h2 id="backup-title" className="settings-page__heading">
        Keep a copy
      </h2>
      {!accounts && (
        <p className="sharing__explain">
          {kept === true
            ? 'This browser promised to keep your lists, even when space runs low.'
            : 'Your lists live only in this browser, which may clear them when space runs low. Download a backup now and then.'}
        </p>
      )}
      <p className="sharing__explain">
        A backup is one file with everything: kids, routines, the library and every day. Restore it
        from the start page, on this device or another.
      </p>
      <button className="button button--primary" type="button" disabled={busy} onClick={start}>
        {busy ? 'Making the backup…' : 'Download a backup'}
      </button>
      {download.kind === 'failed' && (
        <p className="field__error" role="alert">
          {download.message}
        </p>
      )}
      <RestoreBackup replace={replace} />
    </section>
  );
}
