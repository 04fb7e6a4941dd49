import { useCallback, useEffect, useState } from 'react';
import { toCalendarDate } from '../../../machines/calendar';
import { useAppServices } from '../appServices';
import { backupFileName } from './backupFile';
import { readBackup, replaceFamily } from './backupEffects';
import type { Backup } from './backupFile';
import { isStorageKept } from './keptStorage';

type DownloadState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string };

/** The Family view's backup: whether the browser keeps the data, and downloading the family. */
export function useBackup(familyId: string, familyName: string) {
  const { store, now, accounts } = useAppServices();
  const [kept, setKept] = useState<boolean | null>(null);
  const [download, setDownload] = useState<DownloadState>({ kind: 'idle' });

  useEffect(() => {
    if (accounts) return;
    let current = true;
    void isStorageKept().then((answer) => {
      if (current) setKept(answer);
    });
    return () => {
      current = false;
    };
  }, [accounts]);

  const start = useCallback(async () => {
    setDownload({ kind: 'busy' });
    try {
      const backup = await readBackup(store, familyId, now());
      // Without indentation: years of a family fit the restore’s 10 MB (indented, nearly twice
      // the size).
      const file = new Blob([JSON.stringify(backup)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = backupFileName(familyName, toCalendarDate(now()));
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
      setDownload({ kind: 'idle' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setDownload({ kind: 'failed', message: `The backup couldn’t be made. ${message}` });
    }
  }, [store, now, familyId, familyName]);

  /** Replaces this family with a backup's (after the view has asked). */
  const replace = useCallback(
    (backup: Backup) => replaceFamily(store, familyId, backup),
    [store, familyId],
  );

  return { accounts, kept, download, start, replace };
}
