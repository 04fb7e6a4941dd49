import { useMemo } from 'react';
import { toCalendarDate } from '../../machines/calendar';
import { AppActorContext } from './appActorContext';
import { AppServicesContext, createAppServices } from './appServices';
import { createAppLogic, type AppDependencies } from './createAppLogic';
import { App } from '../views/App';

/** Wires the adapters into the app machine and hands the running app to the views. */
export function Root({ deps }: { deps: AppDependencies }) {
  const logic = useMemo(() => createAppLogic(deps), [deps]);
  const services = useMemo(() => createAppServices(deps.store, deps.now), [deps.store, deps.now]);
  const input = useMemo(() => {
    const { pathname, hash } = deps.router.current();
    return {
      pathname,
      hash,
      storedFamilyId: deps.storage.familyId(),
      picked: deps.storage.picked(),
      today: toCalendarDate(deps.now()),
    };
  }, [deps]);
  return (
    <AppServicesContext.Provider value={services}>
      <AppActorContext.Provider logic={logic} options={{ input }}>
        <App />
      </AppActorContext.Provider>
    </AppServicesContext.Provider>
  );
}
