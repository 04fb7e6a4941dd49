// The welcome screen's states: a newcomer starts a family, or restores one from a backup.
import { familyRestoreInput, familyStartInput } from './children';
import { appSetup } from './setup';

/** A newcomer starts a family: its name and the kids' names, in one step. */
export const welcome = appSetup.createStateConfig({
  invoke: {
    id: 'listenToMyFamilies',
    src: 'listenToMyFamilies',
    input: ({ context }) => ({ user: context.user, deviceFamilyIds: context.deviceFamilyIds }),
  },
  on: {
    'family.start': { target: 'startingFamily', actions: 'clearError' },
    'family.restore': { target: 'restoringFamily', actions: 'clearError' },
    'families.heard': {
      actions: {
        type: 'keepMyFamilies',
        params: ({ event }) => ({ families: event.families }),
      },
    },
  },
});

/** Either way, the family made opens at its own address; a refusal goes back with the reason. */
const opensTheNewFamily = {
  onDone: {
    target: 'family',
    actions: [
      {
        type: 'openNewFamily',
        params: ({ event }: { event: { output: string } }) => ({ familyId: event.output }),
      },
      {
        type: 'pushAddress',
        params: ({ event }: { event: { output: string } }) => ({ path: `/${event.output}` }),
      },
    ],
  },
  onError: {
    target: 'welcome',
    actions: {
      type: 'showError',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
} as const;

export const startingFamily = appSetup.createStateConfig({
  invoke: {
    id: 'createFamily',
    src: 'createFamily',
    input: ({ context, event }) => familyStartInput(context, event),
    ...opensTheNewFamily,
  },
});

export const restoringFamily = appSetup.createStateConfig({
  invoke: {
    id: 'restoreFamily',
    src: 'restoreFamily',
    input: ({ context, event }) => familyRestoreInput(context, event),
    ...opensTheNewFamily,
  },
});
