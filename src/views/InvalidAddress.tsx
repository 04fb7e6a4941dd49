import { selectRoute, selectStoredFamilyId } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';

/** A malformed address: what is wrong, and a way back. Nothing is written. */
export function InvalidAddress() {
  const route = AppActorContext.useSelector(selectRoute);
  const storedFamilyId = AppActorContext.useSelector(selectStoredFamilyId);
  const problem = route.kind === 'invalid' ? route.problem : '';

  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center">
        <p className="card__emoji" aria-hidden="true">
          🧭
        </p>
        <h1 className="card__title">We couldn’t open that page</h1>
        <p className="card__text card__text--problem">{problem}</p>
        {storedFamilyId ? (
          <a
            className="button button--primary button--link"
            href={`/${encodeURIComponent(storedFamilyId)}`}
          >
            Go to my family’s list
          </a>
        ) : (
          <a className="button button--primary button--link" href="/">
            Go to the start page
          </a>
        )}
      </div>
    </main>
  );
}
