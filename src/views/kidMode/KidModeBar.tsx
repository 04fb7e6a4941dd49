import { useKidModeActor } from '../../app/kidMode/useKidMode';
import { GateDialog } from './GateDialog';
import { GrownUpsButton } from './GrownUpsButton';
import './kidMode.css';

/** In kid mode, in place of the family's pages: a badge, and "Grown-ups" to leave it. */
export function KidModeBar() {
  const kidMode = useKidModeActor();
  return (
    <div className="kid-bar">
      <p className="kid-bar__badge">
        <span aria-hidden="true">⭐ </span>
        <span>Kid mode</span>
      </p>
      <GrownUpsButton kidMode={kidMode} />
      <GateDialog kidMode={kidMode} />
    </div>
  );
}
