import { useId, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { fitsLimit, LengthLimit } from './LengthLimit';
import './entry.css';

/**
 * The narrow entry box every board shares: the text field (placeholder "What needs to be
 * done?"), Add, a hint under it, and the picker the board passes as children. Enter empties the
 * box at once, so it is never busy: the next task can be typed while the last one is saved.
 */
export function EntryForm({
  draft,
  hint,
  className = '',
  id,
  inputRef,
  onChange,
  onSubmit,
  onEscape,
  close,
  children,
}: {
  draft: string;
  hint: string | null;
  className?: string;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** Escape anywhere in the form (the entry closes). */
  onEscape?: () => void;
  /** A way to close the entry, after Add. */
  close?: ReactNode;
  children?: ReactNode;
}) {
  const hintId = useId();
  const limitId = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Too long: the message under the box says so, and the text stays to be shortened.
    if (fitsLimit(draft, 'title')) onSubmit();
  }
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && onEscape && !event.defaultPrevented) {
      event.preventDefault();
      onEscape();
    }
  }
  const describedBy = [hint ? hintId : '', fitsLimit(draft, 'title') ? '' : limitId]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      id={id}
      className={`entry card ${className}`.trim()}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
    >
      <div className="entry__row">
        <input
          ref={inputRef}
          className="text-input entry__input"
          type="text"
          aria-label="New task"
          aria-describedby={describedBy || undefined}
          aria-invalid={fitsLimit(draft, 'title') ? undefined : true}
          placeholder="What needs to be done?"
          autoComplete="off"
          enterKeyHint="enter"
          value={draft}
          onChange={(event) => onChange(event.target.value)}
        />
        <button className="button button--primary entry__add" type="submit">
          Add
        </button>
        {close}
      </div>
      <LengthLimit id={limitId} text={draft} kind="title" />
      {hint && (
        <p id={hintId} className="entry__hint" role="status" data-no-last-frame>
          {hint}
        </p>
      )}
      {children}
    </form>
  );
}
