import { AppActorContext } from './app/appActorContext';
import { AppServicesContext } from './app/appServices';
import type { StartedApp } from './app/startApp';
import { App } from './views/App';

/** Hands the running app (`startApp`) to the views. */
export function Root({ app }: { app: StartedApp }) {
  return (
    <AppServicesContext.Provider value={app.services}>
      <AppActorContext.Provider actor={app.actor}>
        <App />
      </AppActorContext.Provider>
    </AppServicesContext.Provider>
  );
}
