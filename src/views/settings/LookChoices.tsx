import type { CSSProperties } from 'react';
import type { LookChoice } from './kidLooks';

/**
 * A kid's colour or emoji as a row of radio buttons. Each is a real radio (arrow keys move
 * between them) named in words ("Red", "Fox"); what shows is the swatch or the emoji.
 */
export function LookChoices({
  legend,
  kidName,
  name,
  kind,
  choices,
  current,
  onPick,
}: {
  legend: string;
  kidName: string;
  /** The radio group's name, unique on the page. */
  name: string;
  kind: 'colour' | 'emoji';
  choices: readonly LookChoice[];
  current: string;
  onPick: (value: string) => void;
}) {
  return (
    <fieldset className={`look-choices look-choices--${kind}`}>
      <legend className="look-choices__legend">
        {legend} <span className="visually-hidden">for {kidName}</span>
      </legend>
      <div className="look-choices__list">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`look-choice look-choice--${kind}`}
            title={choice.name}
            style={kind === 'colour' ? ({ '--swatch': choice.value } as CSSProperties) : undefined}
          >
            <input
              className="look-choice__input"
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === current}
              onChange={() => onPick(choice.value)}
            />
            <span className="look-choice__face" aria-hidden="true">
              {kind === 'emoji' ? choice.value : null}
            </span>
            <span className="visually-hidden">{choice.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
