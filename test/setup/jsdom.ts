import { afterEach } from 'vitest';

// Runs before every test file; only jsdom files get the DOM matchers and cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy… and waitFor wait for what the user would see; a busy 2-core machine needs patience:
  // in a full run, with both cores taken, a kid added or a step of a model path has taken more
  // than 5 s. What comes sooner still ends the wait at once.
  configure({ asyncUtilTimeout: 15_000 });
  afterEach(() => {
    cleanup();
  });
}
