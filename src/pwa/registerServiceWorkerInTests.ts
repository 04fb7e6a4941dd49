import type { useRegisterSW as UseRegisterSW } from 'virtual:pwa-register/react';

/**
 * Stands in for `virtual:pwa-register/react` under Vitest (see `vite.config.ts`), where
 * there is no service worker: nothing is ever ready offline or waiting to refresh.
 */
export const useRegisterSW: typeof UseRegisterSW = () => ({
  needRefresh: [false, () => undefined],
  offlineReady: [false, () => undefined],
  updateServiceWorker: async () => undefined,
});
