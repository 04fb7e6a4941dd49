import { useSelector } from '@xstate/react';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';
import { selectFamilyNameField, selectHintFor } from '../../../machines/familySettings';
import { NameField } from '../NameField';

/** "Family name": saved on Enter or when the field is left. */
export function FamilyNameField({ settings }: { settings: FamilySettingsActor }) {
  const value = useSelector(settings, selectFamilyNameField);
  const hint = useSelector(settings, selectHintFor('familyName'));

  return (
    <section className="card settings-card field">
      <NameField
        id="family-name"
        label="Family name"
        value={value}
        hint={hint}
        enterKeyHint="done"
        onValueChange={(typed) =>
          settings.send({ type: 'draft.change', field: 'familyName', value: typed })
        }
        onKeyDown={(event) => {
          if (event.key === 'Enter') settings.send({ type: 'family.rename' });
        }}
        onBlur={() => settings.send({ type: 'family.rename' })}
      />
    </section>
  );
}
