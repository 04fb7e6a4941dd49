import { useSelector } from '@xstate/react';
import { useId, useRef, type DragEvent } from 'react';
import type { Kid } from '../../../machines/domain/family';
import { kidNameField, kidRemovalField } from '../../../machines/familySettings';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';
import { kidStyle } from '../kidStyle';
import type { useDragReorder } from '../useDragReorder';
import { COLOUR_CHOICES, EMOJI_CHOICES } from './kidLooks';
import { LookChoices } from './LookChoices';
import { selectHintFor, selectKidNameField } from '../../../machines/familySettings';
import { LengthLimit } from '../LengthLimit';

export type MoveDirection = 'up' | 'down';
type DragProps = ReturnType<ReturnType<typeof useDragReorder>['itemProps']>;

/** One kid: emoji, name and colour, how to change them, where the column goes, and Remove. */
export function KidCard({
  kid,
  index,
  count,
  settings,
  dragProps,
  onMove,
}: {
  kid: Kid;
  index: number;
  count: number;
  settings: FamilySettingsActor;
  dragProps: DragProps;
  onMove: (direction: MoveDirection) => void;
}) {
  const name = useSelector(settings, selectKidNameField(kid));
  const nameHint = useSelector(settings, selectHintFor(kidNameField(kid.id)));
  const removalHint = useSelector(settings, selectHintFor(kidRemovalField(kid.id)));
  const cardRef = useRef<HTMLLIElement>(null);
  const id = useId();
  const rename = () => settings.send({ type: 'kid.rename', kidId: kid.id });

  return (
    // Only the header starts a drag (so text in the name field can still be selected);
    // the whole card is where it can be dropped.
    <li
      ref={cardRef}
      className="kid-card"
      style={kidStyle(kid.color)}
      data-kid-id={kid.id}
      {...dragProps}
      draggable={false}
    >
      <div
        className="kid-card__header"
        draggable
        onDragStart={(event: DragEvent) => {
          if (cardRef.current) event.dataTransfer.setDragImage(cardRef.current, 24, 24);
        }}
      >
        <span className="kid-card__grip" aria-hidden="true">
          ⠿
        </span>
        <span className="kid-card__emoji" aria-hidden="true">
          {kid.emoji}
        </span>
        <h3 className="kid-card__name">{kid.name}</h3>
        <span className="kid-card__swatch" aria-hidden="true" />
        <div className="kid-card__order">
          <button
            className="button button--soft kid-card__move"
            type="button"
            aria-label={`Move ${kid.name} up`}
            title="Move up"
            data-move="up"
            disabled={index === 0}
            onClick={() => onMove('up')}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            className="button button--soft kid-card__move"
            type="button"
            aria-label={`Move ${kid.name} down`}
            title="Move down"
            data-move="down"
            disabled={index === count - 1}
            onClick={() => onMove('down')}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </div>
      <div className="kid-card__body">
        <div className="field kid-card__name-field">
          <label className="field__label field__label--small" htmlFor={`${id}-name`}>
            {/* The space stays outside the hidden part, so every browser reads "Name of Ada". */}
            Name <span className="visually-hidden">of {kid.name}</span>
          </label>
          <input
            id={`${id}-name`}
            className="text-input"
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            value={name}
            aria-invalid={nameHint ? true : undefined}
            aria-describedby={nameHint ? `${id}-name-hint` : undefined}
            onChange={(event) =>
              settings.send({
                type: 'draft.change',
                field: kidNameField(kid.id),
                value: event.target.value,
              })
            }
            onKeyDown={(event) => {
              if (event.key === 'Enter') rename();
            }}
            onBlur={rename}
          />
          <LengthLimit id={`${id}-name-limit`} text={name} kind="name" />
          {nameHint && (
            <p id={`${id}-name-hint`} className="field__error" role="alert">
              {nameHint}
            </p>
          )}
        </div>
        <LookChoices
          legend="Colour"
          kidName={kid.name}
          name={`${id}-colour`}
          kind="colour"
          choices={COLOUR_CHOICES}
          current={kid.color}
          onPick={(color) => settings.send({ type: 'kid.recolor', kidId: kid.id, color })}
        />
        <LookChoices
          legend="Emoji"
          kidName={kid.name}
          name={`${id}-emoji`}
          kind="emoji"
          choices={EMOJI_CHOICES}
          current={kid.emoji}
          onPick={(emoji) => settings.send({ type: 'kid.changeEmoji', kidId: kid.id, emoji })}
        />
        <div className="kid-card__footer">
          <button
            className="button button--quiet kid-card__remove"
            type="button"
            data-remove=""
            onClick={() => settings.send({ type: 'kid.askRemove', kidId: kid.id })}
          >
            Remove {kid.name}
          </button>
          {removalHint && (
            <p className="field__error" role="alert">
              {removalHint}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
