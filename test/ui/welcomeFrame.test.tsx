// @vitest-environment jsdom
/**
 * The welcome frame (docs/design.md "First frame"): what a new visitor's page paints before the
 * app's script runs is the welcome screen's own markup, made as a kept frame's is, from the real
 * screen. `src/lastFrame/welcome.html` is that markup: when the welcome screen changes, this test
 * fails until the file is drawn again (`npx vitest run test/ui/welcomeFrame.test.tsx -u`).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { frameMarkup } from '../../src/lastFrame/keep';
import { renderApp, type RenderedApp } from './support/renderApp';

let app: RenderedApp | null = null;

afterEach(() => {
  app?.unmount();
  app = null;
});

describe('the welcome frame', () => {
  it('is the welcome screen a device that has opened no family shows at `/`', async () => {
    app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Kids To-Do' });
    await screen.findByRole('button', { name: 'Start our family' });
    const markup = frameMarkup(document.body.firstElementChild as Element);
    // Nothing in it that only this screen's moment holds: no typed text, no message, no ids.
    expect(markup).not.toMatch(/\sid="|role="alert"|value="/);
    await expect(`${markup}\n`).toMatchFileSnapshot('../../src/lastFrame/welcome.html');
  });
});
