import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/auth';
import { AppActorContext } from '../app/appActorContext';

type AuthActor = ActorRefFrom<typeof authMachine>;

/** The auth machine's state for the sign-in screen and the account menu. */
export function useAuth() {
  // The children's type is a union of every actor the app may invoke; the id says which.
  const auth = AppActorContext.useSelector((snapshot) => snapshot.children.auth) as
    AuthActor | undefined;
  const busy = useSelector(
    auth,
    (snapshot) => (snapshot?.matches('signingIn') || snapshot?.matches('signingOut')) ?? false,
  );
  const user = useSelector(auth, (snapshot) => snapshot?.context.user ?? null);
  const error = useSelector(auth, (snapshot) => snapshot?.context.error ?? null);
  return {
    busy,
    user,
    error,
    signIn: () => auth?.send({ type: 'auth.signIn' }),
    signOut: () => auth?.send({ type: 'auth.signOut' }),
    dismissError: () => auth?.send({ type: 'error.dismiss' }),
  };
}
