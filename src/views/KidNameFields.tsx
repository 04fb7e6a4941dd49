import { useRef } from 'react';
import { LengthLimit } from './LengthLimit';

export interface KidNameField {
  /** Stable across edits, so React keeps each field (and its focus) in place. */
  key: number;
  name: string;
}

const REQUIRED_FIELDS = 2;

/** "Kid 1 name", "Kid 2 name"…: two to start with, more on request. */
export function KidNameFields({
  kids,
  onChange,
}: {
  kids: KidNameField[];
  onChange: (kids: KidNameField[]) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusField = (index: number) =>
    requestAnimationFrame(() =>
      listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus(),
    );

  const rename = (key: number, name: string) =>
    onChange(kids.map((kid) => (kid.key === key ? { ...kid, name } : kid)));
  const add = () => {
    onChange([...kids, { key: Math.max(...kids.map((kid) => kid.key)) + 1, name: '' }]);
    focusField(kids.length);
  };
  const remove = (index: number) => {
    onChange(kids.filter((_, i) => i !== index));
    focusField(index - 1);
  };

  return (
    <fieldset className="kid-fields">
      <legend className="field__label">Your kids</legend>
      <ol ref={listRef} className="kid-fields__list">
        {kids.map((kid, index) => {
          const id = `kid-name-${kid.key}`;
          return (
            <li key={kid.key} className="field kid-fields__item">
              <label className="field__label field__label--small" htmlFor={id}>
                Kid {index + 1} name
              </label>
              <div className="kid-fields__row">
                <input
                  id={id}
                  data-kid-field=""
                  className="text-input"
                  type="text"
                  autoComplete="off"
                  value={kid.name}
                  onChange={(event) => rename(kid.key, event.target.value)}
                />
                {index >= REQUIRED_FIELDS && (
                  <button
                    className="button button--icon"
                    type="button"
                    aria-label={`Remove kid ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                )}
              </div>
              <LengthLimit id={`${id}-limit`} text={kid.name} kind="name" />
            </li>
          );
        })}
      </ol>
      <button className="button button--soft" type="button" onClick={add}>
        <span aria-hidden="true">+ </span>Add another kid
      </button>
    </fieldset>
  );
}
