// `use-sync-external-store/shim` for React 18 and later, which have the hook themselves: the
// package's shim would bring its own copy for older React, which this app never runs on.
export { useSyncExternalStore } from 'react';
