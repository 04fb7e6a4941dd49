/** The address bar: read it, change it, and hear every change (ours, back and forward). */
export interface AddressChange {
  pathname: string;
  hash: string;
}

export interface Router {
  current(): AddressChange;
  push(path: string): void;
  replace(path: string): void;
  watch(listener: (change: AddressChange) => void): () => void;
}

export function createBrowserRouter(win: Window = window): Router {
  const listeners = new Set<(change: AddressChange) => void>();
  const current = () => ({ pathname: win.location.pathname, hash: win.location.hash });
  const notify = () => listeners.forEach((listener) => listener(current()));
  const onPopState = () => notify();
  return {
    current,
    push(path) {
      if (path === win.location.pathname && !win.location.hash) return;
      win.history.pushState(null, '', path);
      notify();
    },
    replace(path) {
      win.history.replaceState(null, '', path);
      notify();
    },
    watch(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}
