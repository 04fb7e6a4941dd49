import { afterEach } from 'vitest';

// Runs before every test file; only jsdom files get the DOM matchers and cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy… and waitFor wait for what the user would see; a busy 2-core machine needs patience.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
  });
}
