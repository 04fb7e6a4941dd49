import { useSelector } from '@xstate/react';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';
import { selectFamilyNameField, selectHintFor } from '../../../machines/familySettings';
import { LengthLimit } from '../LengthLimit';

/** "Family name": saved on Enter or when the field is left. */
export function FamilyNameField({ settings }: { settings: FamilySettingsActor }) {
  const value = useSelector(settings, selectFamilyNameField);
  const hint = useSelector(settings, selectHintFor('familyName'));

  return (
    <section className="card settings-card field">
      <label className="field__label" htmlFor="family-name">
        Family name
      </label>
      <input
        id="family-name"
        className="text-input"
        type="text"
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? 'family-name-hint' : undefined}
        onChange={(event) =>
          settings.send({ type: 'draft.change', field: 'familyName', value: event.target.value })
        }
        onKeyDown={(event) => {
          if (event.key === 'Enter') settings.send({ type: 'family.rename' });
        }}
        onBlur={() => settings.send({ type: 'family.rename' })}
      />
      <LengthLimit id="family-name-limit" text={value} kind="name" />
      {hint && (
        <p id="family-name-hint" className="field__error" role="alert">
          {hint}
        </p>
      )}
    </section>
  );
}
