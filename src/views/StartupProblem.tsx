/** The app could not start (a Firebase setting is wrong, the backend did not load). */
export function StartupProblem({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center" role="alert">
        <p className="card__emoji" aria-hidden="true">
          🔧
        </p>
        <h1 className="card__title">Kids To-Do couldn’t start</h1>
        <p className="card__text card__text--problem">{message}</p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </div>
    </main>
  );
}
