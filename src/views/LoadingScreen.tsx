import { useHoldLastFrame } from '../lastFrame/useLastFrame';

/** A quiet screen while the app finds out where it is and who is here. */
export function LoadingScreen({ label = 'Loading…' }: { label?: string }) {
  // Nothing to show yet: a painted frame stays over it.
  useHoldLastFrame(true);
  return (
    <main className="page page--narrow screen-center">
      <p className="loading" role="status">
        <span className="loading__dot" aria-hidden="true" />
        {label}
      </p>
    </main>
  );
}
