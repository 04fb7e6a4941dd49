import { useId, useState } from 'react';
import { PICTURES, pictureName } from '../../machines/domain/pictures';

/** "No picture", then one toggle per picture offered; the one on is `picture`. */
export function PictureButtons({
  picture,
  onPick,
  label = 'Picture',
}: {
  picture: string | null;
  /** Called only for another choice than the one on. */
  onPick: (picture: string | null) => void;
  label?: string;
}) {
  const pick = (choice: string | null) => {
    if (choice !== picture) onPick(choice);
  };
  return (
    <div className="pictures" role="group" aria-label={label}>
      <button
        className="pictures__none"
        type="button"
        aria-pressed={picture === null}
        onClick={() => pick(null)}
      >
        No picture
      </button>
      {PICTURES.map((offered) => (
        <button
          key={offered.picture}
          className="pictures__choice"
          type="button"
          aria-pressed={picture === offered.picture}
          aria-label={offered.name}
          title={offered.name}
          onClick={() => pick(offered.picture)}
        >
          <span aria-hidden="true">{offered.picture}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * The picture a new task gets: the one its title suggests ("Brush teeth" → 🪥) unless another
 * (or none) was picked; the choice opens under the entry box.
 */
export function EntryPicture({
  picture,
  suggested,
  onPick,
}: {
  picture: string | null;
  /** The picture is the one the title suggests, not one picked. */
  suggested: boolean;
  onPick: (picture: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const words =
    picture === null ? 'none' : `${pictureName(picture)}${suggested ? ', suggested' : ''}`;
  return (
    <div className="picker picker--picture">
      <span className="picker__label" aria-hidden="true">
        Picture
      </span>
      <button
        className="picker__kid entry-picture"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Picture for the task: ${words}`}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="picker__emoji" aria-hidden="true">
          {picture ?? '🖼️'}
        </span>
        {picture === null ? 'None' : suggested ? 'Suggested' : 'Picked'}
      </button>
      {open && (
        <div id={panelId} className="entry-picture__panel">
          <PictureButtons
            picture={picture}
            label="Pictures for the task"
            onPick={(choice) => {
              onPick(choice);
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
