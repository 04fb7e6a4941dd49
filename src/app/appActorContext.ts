import { createActorContext } from '@xstate/react';
import { appMachine } from '../../machines/app';

/** The app actor, shared with every view; views read with selectors and only send events. */
export const AppActorContext = createActorContext(appMachine);
