import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shared look first, so each view's own stylesheet can refine it.
import './styles.css';
import { createDeviceAuth } from './app/auth/deviceAuth';
import { createStore } from './app/createStore';
import { createDeviceStorage } from './app/deviceStorage';
import { Root } from './app/Root';
import { createBrowserRouter } from './app/router';
import { loadInspector } from './inspect/loadInspector';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root".');

// `?inspect` (development builds only) connects every actor to the inspector, so it has to
// be ready before the first actor starts; production gets `undefined` at once.
const inspect = import.meta.env.DEV ? await loadInspector(window.location.search) : undefined;

const deps = {
  store: createStore({ inspect }),
  auth: createDeviceAuth(),
  router: createBrowserRouter(),
  storage: createDeviceStorage(),
  now: () => new Date(),
  reloadPage: () => window.location.reload(),
};

createRoot(container).render(
  <StrictMode>
    <Root deps={deps} inspect={inspect} />
  </StrictMode>,
);
