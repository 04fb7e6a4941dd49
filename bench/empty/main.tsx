// The baseline for cold start: React rendering one heading, built by Vite like the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root".');

createRoot(container).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
