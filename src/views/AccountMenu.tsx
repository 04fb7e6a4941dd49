import { useAppServices } from '../app/appServices';
import { useAuth } from './useAuth';

/**
 * Who is signed in, and "Sign out" (Firebase mode). Folded away behind one button, so a kid
 * tapping around the Day view does not sign the family out.
 */
export function AccountMenu() {
  const { accounts } = useAppServices();
  const { user, busy, signOut } = useAuth();
  if (!accounts || !user) return null;
  const who = user.email ?? 'Signed in';

  return (
    <details className="account-menu">
      <summary className="account-menu__button" aria-label={`Account: ${who}`}>
        <span aria-hidden="true">👤</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__who">{who}</p>
        <button className="button button--soft" type="button" onClick={signOut} disabled={busy}>
          {busy ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </details>
  );
}
