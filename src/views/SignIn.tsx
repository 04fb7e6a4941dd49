import { selectIsJoining } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';
import { useAppServices } from '../app/appServices';
import { useAuth } from './useAuth';
import './welcome.css';

/**
 * Firebase mode, signed out: a family is shown only to a signed-in member (docs/design.md "Sign-in,
 * members and invites").
 */
export function SignIn() {
  const { signInMethod } = useAppServices();
  const { busy, error, signIn, dismissError } = useAuth();
  const joining = AppActorContext.useSelector(selectIsJoining);
  // The test parent exists only in development builds; production never carries its words.
  const testParent =
    (import.meta.env.DEV || import.meta.env.MODE === 'firebase-e2e') &&
    signInMethod === 'testParent';
  const label = testParent ? 'Sign in as a test parent' : 'Sign in with Google';

  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center sign-in">
        <p className="card__emoji" aria-hidden="true">
          🦊🐢🦄
        </p>
        <h1 className="card__title">{joining ? 'Join your family' : 'Kids To-Do'}</h1>
        <p className="card__text">
          {joining
            ? 'Sign in to join the family that invited you and see its lists.'
            : 'Sign in to see your family’s lists on every device.'}
        </p>
        {error && (
          <div className="error-banner sign-in__error" role="alert">
            <div className="error-banner__text">
              <p className="error-banner__headline">Signing in didn’t work.</p>
              <p className="error-banner__message">{error.message}</p>
              <p className="error-banner__code">
                Error code: <code>{error.code}</code>
              </p>
            </div>
            <button className="button button--quiet" type="button" onClick={dismissError}>
              Dismiss
            </button>
          </div>
        )}
        <button
          className="button button--primary button--wide"
          type="button"
          onClick={signIn}
          disabled={busy}
        >
          {busy ? 'Signing in…' : label}
        </button>
        {testParent && (
          <p className="card__text sign-in__note">
            This is the local development server: there is no Google here, only a test parent.
          </p>
        )}
      </div>
    </main>
  );
}
