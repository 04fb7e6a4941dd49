import { selectAppError, selectStoredFamilyId } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';
import { errorHeadline } from './errorMessages';

/** An invite link that did not work: why, in plain words, and a way back. */
export function JoinFailed() {
  const error = AppActorContext.useSelector(selectAppError);
  const storedFamilyId = AppActorContext.useSelector(selectStoredFamilyId);

  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center" role="alert">
        <p className="card__emoji" aria-hidden="true">
          ✉️
        </p>
        <h1 className="card__title">This invite link didn’t work</h1>
        {error && (
          <>
            <p className="card__text card__text--problem">{errorHeadline(error.code)}</p>
            <p className="card__text">{error.message}</p>
            <p className="card__text">
              Error code: <code>{error.code}</code>
            </p>
          </>
        )}
        <a
          className="button button--primary button--link"
          href={storedFamilyId ? `/${encodeURIComponent(storedFamilyId)}` : '/'}
        >
          {storedFamilyId ? 'Go to my family’s list' : 'Go to the start page'}
        </a>
      </div>
    </main>
  );
}
