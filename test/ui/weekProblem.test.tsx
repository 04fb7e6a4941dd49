// @vitest-environment jsdom
// The Week view when its days cannot be read: what went wrong, and Try again, which reads again.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

it('a week that cannot be read says why, with one way on: Try again, which reads it again', async () => {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  const ranges: string[] = [];
  const subscribeRange: typeof store.subscribeRange = (path, from, to, onValue, onError) => {
    ranges.push(`${from}…${to}`);
    queueMicrotask(() =>
      onError?.(Object.assign(new Error('No access.'), { code: 'PERMISSION_DENIED' })),
    );
    return () => undefined;
  };
  app = renderApp('/fam/week', { store: { ...store, subscribeRange }, familyId: 'fam' });

  const problem = await screen.findByRole('alert');
  expect(problem).toHaveTextContent('PERMISSION_DENIED');
  const buttons = within(problem.parentElement as HTMLElement).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Try again']);
  const readsBefore = ranges.length;
  await app.user.click(buttons[0] as HTMLElement);
  await vi.waitFor(() => expect(ranges.length).toBeGreaterThan(readsBefore));
});
