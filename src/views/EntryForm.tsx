import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * The narrow entry box every board shares: the text field (placeholder "What needs to be
 * done?"), Add, a hint under it, and the picker the board passes as children.
 */
export function EntryForm({
  draft,
  hint,
  busy,
  className = '',
  onChange,
  onSubmit,
  children,
}: {
  draft: string;
  hint: string | null;
  busy: boolean;
  className?: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const hintId = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className={`entry card ${className}`.trim()} onSubmit={handleSubmit} aria-busy={busy}>
      <div className="entry__row">
        <input
          className="text-input entry__input"
          type="text"
          aria-label="New task"
          aria-describedby={hint ? hintId : undefined}
          placeholder="What needs to be done?"
          autoComplete="off"
          enterKeyHint="enter"
          value={draft}
          onChange={(event) => onChange(event.target.value)}
        />
        <button className="button button--primary entry__add" type="submit">
          Add
        </button>
      </div>
      {hint && (
        <p id={hintId} className="entry__hint" role="status">
          {hint}
        </p>
      )}
      {children}
    </form>
  );
}
