import { ComingSoon } from '../ComingSoon';

export function FamilySettingsView({ familyId }: { familyId: string }) {
  return <ComingSoon familyId={familyId} view="settings" />;
}
