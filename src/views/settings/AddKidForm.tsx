import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';
import { selectHintFor, selectNewKidName } from '../../../machines/familySettings';
import { NameField } from '../NameField';

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
        <NameField
          id="new-kid-name"
          label="New kid’s name"
          value={name}
          hint={hint}
          enterKeyHint="done"
          onValueChange={(typed) =>
            settings.send({ type: 'draft.change', field: 'newKid', value: typed })
          }
          rowClassName="add-kid__row"
          beside={
            <button className="button button--primary add-kid__button" type="submit">
              <span aria-hidden="true">+</span> Add kid
            </button>
          }
        />
      </div>
    </form>
  );
}
