import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createStore } from './app/createStore';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root".');

createRoot(container).render(
  <StrictMode>
    <App store={createStore()} now={() => new Date()} />
  </StrictMode>,
);
