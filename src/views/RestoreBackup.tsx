import { useId, useState, type ChangeEvent } from 'react';
import { parseBackup, type ParsedBackup } from '../app/backup/backupFile';
import { AppActorContext } from '../app/appActorContext';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "Restore from a backup": read, checked, shown, and restored only once asked. */
export function RestoreBackup() {
  const app = AppActorContext.useActorRef();
  const restoring = AppActorContext.useSelector((snapshot) => snapshot.matches('restoringFamily'));
  const [read, setRead] = useState<ParsedBackup | null>(null);
  const fieldId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRead(parseBackup(await file.text()));
  }

  return (
    <section className="card welcome__restore" aria-labelledby={`${fieldId}-title`}>
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
          <p>Restore it as a family of its own? Nothing you already have is replaced.</p>
          <div className="welcome__preview-actions">
            <button
              className="button button--primary"
              type="button"
              disabled={restoring}
              onClick={() => app.send({ type: 'family.restore', family: read.backup.family })}
            >
              {restoring ? 'Restoring…' : 'Restore it'}
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
