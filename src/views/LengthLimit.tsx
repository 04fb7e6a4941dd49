import {
  MAX_TEXT_LENGTH,
  TEXT_COUNTER_FROM,
  textOverLimit,
  type TextKind,
} from '../../machines/domain/limits';

const count = (value: number) => value.toLocaleString('en-GB');

/** Whether `text` may be saved as a `kind`: a field refuses to commit text over the limit. */
export const fitsLimit = (text: string, kind: TextKind) => textOverLimit(text, kind) === null;

/**
 * Near the limit, how many characters of it are used; past it, which limit, as an alert. The
 * text itself is never cut (a `maxLength` would drop the end of a paste without a word).
 */
export function LengthLimit({ id, text, kind }: { id: string; text: string; kind: TextKind }) {
  if (text.length < TEXT_COUNTER_FROM) return null;
  const over = textOverLimit(text, kind);
  const used = `${count(text.length)} / ${count(MAX_TEXT_LENGTH)}`;
  return over ? (
    <p id={id} className="length-limit length-limit--over" role="alert" data-no-last-frame>
      {over} This one has {count(text.length)}: shorten it to save it.
    </p>
  ) : (
    <p id={id} className="length-limit" data-no-last-frame>
      {used} characters
    </p>
  );
}
