import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A text field that edits something in place: it opens focused with its text selected;
 * Enter or leaving it commits, Escape cancels; a problem shows under it (role="alert")
 * and what was typed stays.
 */
export function InlineEditField({
  label,
  value,
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

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  return (
    <div className={className}>
      <input
        ref={fieldRef}
        className={`text-input ${fieldClassName}`}
        type="text"
        aria-label={label}
        aria-describedby={problem ? problemId : undefined}
        aria-invalid={problem ? true : undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onCommit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        onBlur={onCommit}
      />
      {problem && (
        <p id={problemId} className={problemClassName} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
