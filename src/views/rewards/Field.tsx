import { useEffect, useId, useRef, type RefObject } from 'react';

/** A labelled text field with its message when what is typed cannot be saved. */
export function TextField({
  label,
  value,
  onChange,
  problem,
  numeric = false,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the value cannot be saved, shown once a save was tried. */
  problem: string | null;
  /** Whole stars: the phone's number pad. */
  numeric?: boolean;
  hint?: string;
}) {
  const id = useId();
  const described = [problem && `${id}-problem`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={`field rewards-field${numeric ? ' rewards-field--stars' : ''}`}>
      <label className="field__label field__label--small" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="text-input"
        type="text"
        autoComplete="off"
        {...(numeric && { inputMode: 'numeric' as const, pattern: '[0-9]*' })}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="rewards-field__hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field__error">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * After a save that was refused for what is typed, the first field that says why takes the
 * focus, so a keyboard or screen-reader user lands on the message. `tries` counts the saves.
 */
export function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, tries: number) {
  const handled = useRef(0);
  useEffect(() => {
    if (tries === handled.current) return;
    handled.current = tries;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, tries]);
}
