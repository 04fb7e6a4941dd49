import { useId, useState, type ChangeEvent } from 'react';
import {
  backupSizeProblem,
  parseBackup,
  type Backup,
  type ParsedBackup,
} from '../app/backup/backupFile';
import { selectIsRestoringFamily } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * "Restore from a backup": read, checked, shown, and restored only once asked. On the start
 * page it becomes a new family; in the Family view (`replace`) it replaces this family.
 */
export function RestoreBackup({ replace }: { replace?: (backup: Backup) => Promise<void> }) {
  const app = AppActorContext.useActorRef();
  const starting = AppActorContext.useSelector(selectIsRestoringFamily);
  const [read, setRead] = useState<ParsedBackup | null>(null);
  const [replacing, setReplacing] = useState<'no' | 'busy' | 'done' | string>('no');
  const restoring = starting || replacing === 'busy';

  async function restore(backup: Backup) {
    if (!replace) {
      app.send({ type: 'family.restore', family: backup.family });
      return;
    }
    setReplacing('busy');
    try {
      await replace(backup);
      setRead(null);
      setReplacing('done');
    } catch (error) {
      setReplacing(error instanceof Error ? error.message : String(error));
    }
  }
  const fieldId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A file too large to check without freezing the page is refused before it is read.
    const tooLarge = backupSizeProblem(file.size);
    setRead(tooLarge ? { ok: false, problem: tooLarge } : parseBackup(await file.text()));
  }

  return (
    <section
      className={replace ? 'welcome__restore--inline' : 'card welcome__restore'}
      aria-labelledby={`${fieldId}-title`}
    >
      <h2 id={`${fieldId}-title`} className="welcome__form-title">
        Restore from a backup
      </h2>
      <label className="button button--soft welcome__file" htmlFor={fieldId}>
        Choose a backup file…
      </label>
      <input
        id={fieldId}
        className="visually-hidden"
        type="file"
        accept="application/json,.json"
        onChange={choose}
      />
      {replacing === 'done' && <p role="status">The backup was restored.</p>}
      {!['no', 'busy', 'done'].includes(replacing) && (
        <p className="field__error" role="alert">
          The backup couldn’t be restored. {replacing}
        </p>
      )}
      {read && !read.ok && (
        <p className="field__error" role="alert">
          {read.problem} Nothing was changed.
        </p>
      )}
      {read?.ok && (
        <div className="welcome__preview" role="status">
          <p>
            <strong>{read.summary.name}</strong>: {read.summary.kids.join(', ')};{' '}
            {plural(read.summary.days, 'day')}, {plural(read.summary.routineTasks, 'routine task')},{' '}
            {plural(read.summary.libraryGroups, 'library group')}.
          </p>
          <p>
            {replace
              ? 'Replace this family’s kids, routines, library, days and rewards with the backup’s? What is here now is lost: download a backup of it first. Its grown-ups stay, and so does every kid’s record of rewards asked for and stars given.'
              : 'Restore it as a family of its own? Nothing you already have is replaced.'}
          </p>
          <div className="welcome__preview-actions">
            <button
              className="button button--primary"
              type="button"
              disabled={restoring}
              onClick={() => void restore(read.backup)}
            >
              {restoring ? 'Restoring…' : replace ? 'Replace this family' : 'Restore it'}
            </button>
            <button className="button button--soft" type="button" onClick={() => setRead(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
