import { useState } from 'react';
import { selectWaiting } from '../../machines/connection';
import { useAppServices } from '../app/appServices';
import { changesInWords } from './OfflineBanner';
import { useAuth } from './useAuth';
import { useConnectionSelector } from './useConnection';

/**
 * Who is signed in, and "Sign out" (Firebase mode). Folded away behind one button, so a kid
 * tapping around the Day view does not sign the family out. While changes kept on this device
 * have not reached the server, Sign out first says they would be lost.
 */
export function AccountMenu() {
  const { accounts } = useAppServices();
  const { user, busy, signOut } = useAuth();
  const waiting = useConnectionSelector(selectWaiting, 0);
  const [confirming, setConfirming] = useState(false);
  if (!accounts || !user) return null;
  const who = user.email ?? 'Signed in';
  const asking = confirming && waiting > 0;

  return (
    <details
      className="account-menu"
      // Folding the menu away answers "no".
      onToggle={(event) => {
        if (!event.currentTarget.open) setConfirming(false);
      }}
    >
      <summary className="account-menu__button" aria-label={`Account: ${who}`}>
        <span aria-hidden="true">👤</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__who">{who}</p>
        {asking ? (
          <>
            <p className="account-menu__warning" id="sign-out-warning">
              {changesInWords(waiting)} {waiting === 1 ? 'hasn’t' : 'haven’t'} reached the server
              yet. Signing out removes {waiting === 1 ? 'it' : 'them'} from this device.
            </p>
            <div className="account-menu__actions">
              <button
                className="button button--danger"
                type="button"
                onClick={signOut}
                disabled={busy}
                aria-describedby="sign-out-warning"
              >
                {busy ? 'Signing out…' : 'Sign out anyway'}
              </button>
              <button
                className="button button--soft"
                type="button"
                // Its Sign out button is gone: focus stays in the menu, on the safe answer.
                autoFocus
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </div>
          </>
        ) : (
          <button
            className="button button--soft"
            type="button"
            onClick={() => (waiting > 0 ? setConfirming(true) : signOut())}
            disabled={busy}
          >
            {busy ? 'Signing out…' : 'Sign out'}
          </button>
        )}
      </div>
    </details>
  );
}
