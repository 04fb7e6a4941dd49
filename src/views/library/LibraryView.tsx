import { ComingSoon } from '../ComingSoon';

export function LibraryView({ familyId }: { familyId: string }) {
  return <ComingSoon familyId={familyId} view="library" />;
}
