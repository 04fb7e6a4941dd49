import { useSelector } from '@xstate/react';
import { selectPin } from '../../../machines/listeners';
import { useKidModeActor } from '../../app/kidMode/useKidMode';
import { useFamilyActors } from '../familyActors';
import type { PinRecord } from '../../../machines/domain/pin';
import { GrownUpsButton } from './GrownUpsButton';
import { lazyPage } from '../lazyPage';
import { LoadProblem } from '../LoadProblem';
import './kidMode.css';

// The gate is asked for now and then: it loads as kid mode's bar first shows, not with the app.
const { Page: GateDialog } = lazyPage(() =>
  import('./GateDialog').then((module) => module.GateDialog),
);

/** In kid mode, in place of the family's pages: a badge, and "Grown-ups" to leave it. */
export function KidModeBar() {
  const { listeners } = useFamilyActors();
  return <KidModeExit pin={useSelector(listeners, selectPin)} />;
}

/**
 * The badge and "Grown-ups" with its gate: on the family's pages, and on the screens kid mode can
 * end up on when its family can no longer be opened here (then the gate asks a sum).
 */
export function KidModeExit({ pin = null }: { pin?: PinRecord | null }) {
  const kidMode = useKidModeActor();
  return (
    <div className="kid-bar">
      <p className="kid-bar__badge">
        <span aria-hidden="true">🧒 </span>
        <span>Kid mode</span>
      </p>
      <GrownUpsButton kidMode={kidMode} />
      <LoadProblem inline>
        <GateDialog fallback={null} kidMode={kidMode} pin={pin} />
      </LoadProblem>
    </div>
  );
}
