import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { libraryMachine } from '../../../machines/library';
import type { listenersMachine } from '../../../machines/listeners';
import { useAppServices } from '../appServices';
import { useProvidedMachine } from '../useProvidedMachine';
import { createLibraryImplementations } from './libraryEffects';

export type LibraryActor = ActorRefFrom<typeof libraryMachine>;
type Listeners = ActorRefFrom<typeof listenersMachine>;

/**
 * The Library view's machine, with its effects on the store. It reports whether something is typed
 * or being edited, as the boards do; this passes the reports to the listeners, so a day-change
 * reload waits (docs/design.md "Day changes"), and says it is idle once the view closes.
 */
export function useLibrary(familyId: string, listeners: Listeners | null): LibraryActor {
  const { inspect } = useAppServices();
  const logic = useProvidedMachine(libraryMachine, ({ store }) =>
    createLibraryImplementations(store),
  );
  const library = useActorRef(logic, { input: { familyId }, inspect });

  useEffect(() => {
    if (!listeners) return;
    let busy = false;
    // The library's `activity.changed` reaches the listeners as `activity.heard`.
    const reports = library.on('activity.changed', (report) => {
      busy = report.busy;
      listeners.send({ ...report, type: 'activity.heard' });
    });
    return () => {
      reports.unsubscribe();
      if (busy) listeners.send({ type: 'activity.heard', source: 'library', busy: false });
    };
  }, [library, listeners]);

  return library;
}
