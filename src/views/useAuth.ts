import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectAuthActor } from '../../machines/app';
import { selectAuthBusy, selectAuthError, selectUser, type authMachine } from '../../machines/auth';
import { untilStarted } from '../../machines/shared/selectors';
import { AppActorContext } from '../app/appActorContext';

type AuthActor = ActorRefFrom<typeof authMachine>;

/** The auth machine's state for the sign-in screen and the account menu. */
export function useAuth() {
  // The children's type is a union of every actor the app may invoke; the id says which.
  const auth = AppActorContext.useSelector(selectAuthActor) as AuthActor | undefined;
  const busy = useSelector(auth, untilStarted(selectAuthBusy, false));
  const user = useSelector(auth, untilStarted(selectUser, null));
  const error = useSelector(auth, untilStarted(selectAuthError, null));
  return {
    busy,
    user,
    error,
    signIn: () => auth?.send({ type: 'auth.signIn' }),
    signOut: () => auth?.send({ type: 'auth.signOut' }),
    dismissError: () => auth?.send({ type: 'error.dismiss' }),
  };
}
