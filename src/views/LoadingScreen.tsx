/** A quiet screen while the app finds out where it is and who is here. */
export function LoadingScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <main className="page page--narrow screen-center">
      <p className="loading" role="status">
        <span className="loading__dot" aria-hidden="true" />
        {label}
      </p>
    </main>
  );
}
