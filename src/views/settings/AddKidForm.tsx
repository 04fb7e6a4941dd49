import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';
import { selectHintFor, selectNewKidName } from '../../../machines/familySettings';
import { LengthLimit } from '../LengthLimit';

/** A name and "Add kid": the new kid gets the next free colour and emoji, and the last column. */
export function AddKidForm({ settings }: { settings: FamilySettingsActor }) {
  const name = useSelector(settings, selectNewKidName);
  const hint = useSelector(settings, selectHintFor('newKid'));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    settings.send({ type: 'kid.add' });
  }

  return (
    <form className="card settings-card add-kid" onSubmit={handleSubmit} noValidate>
      <div className="field add-kid__field">
        <label className="field__label" htmlFor="new-kid-name">
          New kid’s name
        </label>
        <div className="add-kid__row">
          <input
            id="new-kid-name"
            className="text-input"
            type="text"
            autoComplete="off"
            enterKeyHint="done"
            value={name}
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? 'new-kid-hint' : undefined}
            onChange={(event) =>
              settings.send({ type: 'draft.change', field: 'newKid', value: event.target.value })
            }
          />
          <button className="button button--primary add-kid__button" type="submit">
            <span aria-hidden="true">+</span> Add kid
          </button>
        </div>
        <LengthLimit id="new-kid-limit" text={name} kind="name" />
      </div>
      {hint && (
        <p id="new-kid-hint" className="field__error" role="alert">
          {hint}
        </p>
      )}
    </form>
  );
}
