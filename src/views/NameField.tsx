import type { InputHTMLAttributes, ReactNode } from 'react';
import { LengthLimit } from './LengthLimit';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type' | 'className'
>;

/**
 * A name typed in a field: its label, the box, how much of the limit it uses near the limit, and
 * why what is typed was refused (`hint`), which the box names as its description.
 */
export function NameField({
  id,
  label,
  value,
  onValueChange,
  hint = null,
  beside,
  rowClassName,
  ...inputProps
}: InputProps & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | null;
  /** Shown in a row with the box (a button), in `rowClassName`. */
  beside?: ReactNode;
  rowClassName?: string;
}) {
  const input = (
    <input
      id={id}
      className="text-input"
      type="text"
      autoComplete="off"
      value={value}
      aria-invalid={hint ? true : undefined}
      aria-describedby={hint ? `${id}-hint` : undefined}
      onChange={(event) => onValueChange(event.target.value)}
      {...inputProps}
    />
  );
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {beside ? (
        <div className={rowClassName}>
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
      <LengthLimit id={`${id}-limit`} text={value} kind="name" />
      {hint && (
        <p id={`${id}-hint`} className="field__error" role="alert">
          {hint}
        </p>
      )}
    </>
  );
}
