import { useSelector } from '@xstate/react';
import type { FamilyConfig } from '../../../machines/domain/family';
import { useFamilySettings } from '../../app/settings/useFamilySettings';
import { ErrorNotice } from '../ErrorBanner';
import { useFamilyActors } from '../familyActors';
import { AddKidForm } from './AddKidForm';
import { AwaySection } from './AwaySection';
import { BackupSection } from './BackupSection';
import { FamilyNameField } from './FamilyNameField';
import { useAppServices } from '../../app/appServices';
import { useAuth } from '../useAuth';
import { KidList } from './KidList';
import { KidModeSection } from './KidModeSection';
import { PartTimes } from './PartTimes';
import { DayStartSetting } from './DayStartSetting';
import { SharingSection } from './SharingSection';
import { selectError, selectFamilyName, selectNotice } from '../../../machines/familySettings';
import { selectToday } from '../../../machines/dayNavigation';
import { selectConfig } from '../../../machines/listeners';
import './settings.css';

/**
 * `/{family}/settings`: the family's name, its kids (add, rename, reorder, remove), away days, the
 * parts of the day, kid mode, backups and, with Firebase, the grown-ups it is shared with.
 */
export function FamilySettingsView({ familyId }: { familyId: string }) {
  const { listeners } = useFamilyActors();
  const config = useSelector(listeners, selectConfig);

  if (!config) {
    return (
      <div className="page settings-page">
        <h1 className="day-heading__title">Family</h1>
        <p className="board__message" role="status">
          Loading…
        </p>
      </div>
    );
  }
  return <FamilySettings key={familyId} familyId={familyId} config={config} />;
}

function FamilySettings({ familyId, config }: { familyId: string; config: FamilyConfig }) {
  const settings = useFamilySettings(familyId, useFamilyActors().listeners);
  const familyName = useSelector(settings, selectFamilyName);
  const error = useSelector(settings, selectError);
  const notice = useSelector(settings, selectNotice);
  const { accounts } = useAppServices();
  const { user } = useAuth();
  const { navigation } = useFamilyActors();
  const today = useSelector(navigation, selectToday);

  return (
    <div className="page settings-page">
      <header className="settings-page__header">
        <p className="day-heading__family">{familyName || '\u00a0'}</p>
        <h1 className="day-heading__title">Family</h1>
      </header>
      <main className="settings-page__main">
        {error && (
          <div className="settings-page__error">
            <ErrorNotice error={error} onDismiss={() => settings.send({ type: 'error.dismiss' })} />
          </div>
        )}
        <FamilyNameField settings={settings} />
        <KidList settings={settings} />
        <AddKidForm settings={settings} />
        <AwaySection kids={config.kids} today={today} />
        <PartTimes
          key={JSON.stringify(config.partStarts ?? null)}
          settings={settings}
          stored={config.partStarts}
        />
        <DayStartSetting
          key={config.dayStart ?? 0}
          settings={settings}
          stored={config.dayStart ?? 0}
        />
        <KidModeSection familyId={familyId} config={config} settings={settings} />
        <BackupSection familyId={familyId} familyName={config.name} />
        {accounts && user && (
          <SharingSection familyId={familyId} familyName={config.name} uid={user.uid} />
        )}
        <p className="visually-hidden" role="status">
          {notice}
        </p>
      </main>
    </div>
  );
}
