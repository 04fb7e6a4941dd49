import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { FamilyConfig } from '../../../machines/domain/family';
import { pinProblem } from '../../../machines/domain/pin';
import { selectIsSavingPin } from '../../../machines/familySettings';
import { pinTooLong } from '../../../machines/kidMode';
import { useAppServices } from '../../app/appServices';
import { useKidModeActor } from '../../app/kidMode/useKidMode';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';

/**
 * Kid mode for this device: for every kid or one (their own page), reading aloud, and the
 * family's PIN for the grown-ups' gate. A lock for little hands, not security.
 */
export function KidModeSection({
  familyId,
  config,
  settings,
}: {
  familyId: string;
  config: FamilyConfig;
  settings: FamilySettingsActor;
}) {
  const kidMode = useKidModeActor();
  const { device, speech } = useAppServices();
  const [kidId, setKidId] = useState('');
  const [speaks, setSpeaks] = useState(() => device.speaks());
  const ids = { heading: useId(), kid: useId(), speaks: useId() };
  // A kid removed meanwhile is no longer a choice: the whole family is.
  const chosen = config.kids.some((kid) => kid.id === kidId) ? kidId : '';

  return (
    <section className="card settings-card kid-mode-settings" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="settings-page__heading">
        Kid mode
      </h2>
      <p className="kid-mode-settings__intro">
        On this device, kids see today and tick their tasks; nothing else opens or changes. To
        leave, a grown-up holds “Grown-ups” for two seconds, then answers a sum or the PIN.
      </p>
      <label htmlFor={ids.kid}>Who uses this device</label>
      <select
        id={ids.kid}
        className="text-input kid-mode-settings__kid"
        value={chosen}
        onChange={(event) => setKidId(event.target.value)}
      >
        <option value="">The whole family</option>
        {config.kids.map((kid) => (
          <option key={kid.id} value={kid.id}>
            {kid.name} only
          </option>
        ))}
      </select>
      {speech && (
        <label className="kid-mode-settings__option" htmlFor={ids.speaks}>
          <input
            id={ids.speaks}
            type="checkbox"
            checked={speaks}
            onChange={(event) => {
              setSpeaks(event.target.checked);
              device.rememberSpeaks(event.target.checked);
            }}
          />
          Read a task aloud when its picture is tapped
        </label>
      )}
      <button
        className="button button--primary kid-mode-settings__start"
        type="button"
        onClick={() =>
          kidMode.send({ type: 'kidMode.start', lock: { familyId, kidId: chosen || null } })
        }
      >
        Start kid mode on this device
      </button>
      <PinField settings={settings} hasPin={config.pin !== undefined} />
    </section>
  );
}

export const PIN_MISMATCH = 'The two PINs are not the same: type it again in both.';

/**
 * The family's PIN: four digits, typed twice, saved hashed; or none, and the gate asks a sum. A
 * fifth digit is said at once, never cut off.
 */
function PinField({ settings, hasPin }: { settings: FamilySettingsActor; hasPin: boolean }) {
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSelector(settings, selectIsSavingPin);
  const ids = { pin: useId(), again: useId(), problem: useId(), state: useId() };
  const shown = problem ?? pinTooLong(pin) ?? pinTooLong(again);
  // The field the message is about is the one marked.
  const pinInvalid = (problem !== null && problem !== PIN_MISMATCH) || pinTooLong(pin) !== null;
  const againInvalid = problem === PIN_MISMATCH || pinTooLong(again) !== null;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = pinProblem(pin) ?? (again === pin ? null : PIN_MISMATCH);
    setProblem(found);
    if (found === null) {
      settings.send({ type: 'pin.save', pin });
      setPin('');
      setAgain('');
    }
  };
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
  };
  return (
    <form className="kid-mode-settings__pin" onSubmit={save} aria-busy={saving}>
      <h3 className="kid-mode-settings__subheading">Grown-ups’ PIN</h3>
      <p id={ids.state}>
        {hasPin
          ? 'A PIN is set: the gate asks for it.'
          : 'No PIN yet: the gate asks a sum instead.'}
      </p>
      <label htmlFor={ids.pin}>{hasPin ? 'New PIN' : 'PIN'} (four digits)</label>
      <div className="kid-mode-settings__pin-row">
        <input
          id={ids.pin}
          className="text-input kid-mode-settings__pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={pin}
          aria-invalid={pinInvalid || undefined}
          aria-describedby={shown ? ids.problem : ids.state}
          onChange={(event) => typed(setPin)(event.target.value)}
        />
      </div>
      <label htmlFor={ids.again}>{hasPin ? 'New PIN again' : 'PIN again'}</label>
      <div className="kid-mode-settings__pin-row">
        <input
          id={ids.again}
          className="text-input kid-mode-settings__pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={again}
          aria-invalid={againInvalid || undefined}
          aria-describedby={shown ? ids.problem : ids.state}
          onChange={(event) => typed(setAgain)(event.target.value)}
        />
        <button className="button button--primary" type="submit" aria-disabled={saving}>
          {saving ? 'Saving…' : 'Save PIN'}
        </button>
        {hasPin && (
          <button
            className="button button--danger"
            type="button"
            aria-disabled={saving}
            onClick={() => {
              if (!saving) settings.send({ type: 'pin.save', pin: null });
            }}
          >
            Remove PIN
          </button>
        )}
      </div>
      {shown && (
        <p id={ids.problem} className="field__error" role="alert">
          {shown}
        </p>
      )}
    </form>
  );
}
