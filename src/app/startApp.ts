import { createActor } from 'xstate';
import type { InspectOption } from '../inspect/inspectMode';
import type { AppActor } from './appActorContext';
import { createAppServices, type AppServices } from './appServices';
import { createAppLogic, type AppDependencies } from './createAppLogic';
import { readKidModeInput } from './kidMode/kidModeEffects';
import { todayAtStart } from './prefetch';

/** The app as the views get it: its actor, running, and the services beside it. */
export interface StartedApp {
  actor: AppActor;
  services: AppServices;
}

/**
 * The composition root: wires the adapters into the app machine and starts it, before anything
 * is rendered, so the family's listeners start with the script. `inspect` (development,
 * `?inspect`) reaches the app actor, the actors it invokes, and the hooks' own. The app runs for
 * the page's life; a test stops its actor when done.
 */
export function startApp(deps: AppDependencies, inspect?: InspectOption): StartedApp {
  const { pathname, hash } = deps.router.current();
  const storedFamilyId = deps.storage.familyId();
  const input = {
    pathname,
    hash,
    storedFamilyId,
    deviceFamilyIds: deps.storage.familyIds(),
    // The family's date, by the day start this device last heard for it.
    today: todayAtStart(deps.storage, { pathname, storedFamilyId, now: deps.now() }),
    kidMode: readKidModeInput(deps.storage, deps.now, deps.accounts),
  };
  const actor = createActor(createAppLogic(deps), { input, inspect });
  actor.start();
  const services = createAppServices(
    deps.store,
    deps.now,
    deps.storage,
    inspect,
    { signInMethod: deps.auth.method, accounts: deps.accounts },
    deps.speech ?? null,
  );
  return { actor, services };
}
