// @vitest-environment jsdom
// The Week view's chart for the fridge: drawn only to be printed, and there before the browser
// lays the page out for paper, whichever way the printing starts.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestStore, renderApp, seedFamily, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  vi.restoreAllMocks();
});

const chart = () => document.querySelector('.week-chart');

async function openWeek() {
  const store = createTestStore();
  await seedFamily(store, 'fam', [{ id: 'ada', name: 'Ada' }]);
  app = renderApp('/fam/week', { store, familyId: 'fam' });
  await screen.findByRole('table');
  return app;
}

it('Print chart draws the chart before it asks the browser to print, and not before', async () => {
  const opened = await openWeek();
  // Whatever React has left to draw once the week is shown, it draws now: no chart among it.
  await act(async () => undefined);
  expect(chart()).toBeNull();
  const chartWhenPrinted: Array<string | null> = [];
  vi.spyOn(window, 'print').mockImplementation(() => {
    chartWhenPrinted.push(chart()?.textContent ?? null);
  });

  await opened.user.click(screen.getByRole('button', { name: /Print chart/ }));

  expect(chartWhenPrinted).toHaveLength(1);
  expect(chartWhenPrinted[0]).toContain('Ada');
});

it("the browser's own Print draws the chart as it starts", async () => {
  await openWeek();
  expect(chart()).toBeNull();
  let drawnInTime = false;
  // The browser lays the page out for paper right after its beforeprint listeners have run.
  window.addEventListener('beforeprint', () => (drawnInTime = chart() !== null));
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(drawnInTime).toBe(true);
  expect(chart()).toHaveTextContent('Ada');
});
