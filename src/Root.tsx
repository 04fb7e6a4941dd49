import { useMemo } from 'react';
import type { InspectOption } from './inspect/inspectMode';
import { AppActorContext } from './app/appActorContext';
import { AppServicesContext, createAppServices } from './app/appServices';
import { createAppLogic, type AppDependencies } from './app/createAppLogic';
import { readKidModeInput } from './app/kidMode/kidModeEffects';
import { todayAtStart } from './app/prefetch';
import { App } from './views/App';

/**
 * The composition root, beside the entry: wires the adapters into the app machine and hands the
 * running app to the views. `inspect` (development, `?inspect`) reaches the app actor, the actors
 * it invokes, and the hooks' own.
 */
export function Root({ deps, inspect }: { deps: AppDependencies; inspect?: InspectOption }) {
  const logic = useMemo(() => createAppLogic(deps), [deps]);
  const services = useMemo(
    () =>
      createAppServices(
        deps.store,
        deps.now,
        deps.storage,
        inspect,
        { signInMethod: deps.auth.method, accounts: deps.accounts },
        deps.speech ?? null,
      ),
    [deps.store, deps.now, deps.storage, deps.auth.method, deps.accounts, deps.speech, inspect],
  );
  const input = useMemo(() => {
    const { pathname, hash } = deps.router.current();
    const storedFamilyId = deps.storage.familyId();
    return {
      pathname,
      hash,
      storedFamilyId,
      deviceFamilyIds: deps.storage.familyIds(),
      // The family's date, by the day start this device last heard for it.
      today: todayAtStart(deps.storage, { pathname, storedFamilyId, now: deps.now() }),
      kidMode: readKidModeInput(deps.storage, deps.now, deps.accounts),
    };
  }, [deps]);
  return (
    <AppServicesContext.Provider value={services}>
      <AppActorContext.Provider logic={logic} options={{ input, inspect }}>
        <App />
      </AppActorContext.Provider>
    </AppServicesContext.Provider>
  );
}
