/**
 * The service worker's side of the app (`ReloadPrompt.tsx`: registering the worker and its
 * prompts; the offline log stays with the app) loads once the first screen has its data
 * (`src/main.tsx`), so registering the worker, and the library it registers with, never compete
 * with the first screen. Until then, and if it cannot load, nothing of it shows: offline use then
 * starts on a later visit.
 */
import {
  createElement,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { ReloadPrompt } from './ReloadPrompt';

type Prompt = ComponentType<ComponentProps<typeof ReloadPrompt>>;

let loaded: Prompt | null = null;
let asked = false;
const listeners = new Set<() => void>();

/** Loads the service worker's side, once; the app shows it as soon as it is here. */
export function startServiceWorkerSide(): void {
  if (asked) return;
  asked = true;
  import('./ReloadPrompt').then(
    (module) => {
      loaded = module.ReloadPrompt;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      console.error('The service worker could not be registered, so offline use is off.', error);
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The service worker's prompt once its side is loaded; nothing before. */
export function ServiceWorkerSide(props: ComponentProps<typeof ReloadPrompt>) {
  const prompt = useSyncExternalStore(subscribe, () => loaded);
  // One component for the page's life, loaded once: nothing is remade between renders.
  return prompt === null ? null : createElement(prompt, props);
}
