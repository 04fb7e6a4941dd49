import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { TextKind } from '../../machines/domain/limits';
import { fitsLimit, LengthLimit } from './LengthLimit';

/**
 * A text field that edits something in place: it opens focused with its text selected;
 * Enter or leaving it commits, Escape cancels; a problem shows under it (role="alert")
 * and what was typed stays.
 */
export function InlineEditField({
  label,
  value,
  kind = 'title',
  problem,
  busy,
  className,
  fieldClassName,
  problemClassName,
  onChange,
  onCommit,
  onCancel,
}: {
  label: string;
  value: string;
  /** Which limit the text keeps (titles and names are both 1,000 characters). */
  kind?: TextKind;
  problem: ReactNode | null;
  busy: boolean;
  className: string;
  fieldClassName: string;
  problemClassName: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  onCancel: () => void;
}) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const limitId = useId();
  const fits = fitsLimit(value, kind);
  // Too long: the field stays open with the message, and the text stays to be shortened.
  const commit = () => {
    if (fits) onCommit();
  };

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  return (
    <div className={className} data-no-last-frame>
      <input
        ref={fieldRef}
        className={`text-input ${fieldClassName}`}
        type="text"
        aria-label={label}
        aria-describedby={
          [problem ? problemId : '', fits ? '' : limitId].join(' ').trim() || undefined
        }
        aria-invalid={problem || !fits ? true : undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        onBlur={commit}
      />
      <LengthLimit id={limitId} text={value} kind={kind} />
      {problem && (
        <p id={problemId} className={problemClassName} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
