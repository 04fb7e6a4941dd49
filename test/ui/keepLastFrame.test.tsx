// @vitest-environment jsdom
/**
 * When the board's frame is kept (docs/design.md "First frame"): a second after the board is
 * shown, then only once the ticking pauses for five seconds, not after every tick; and at once
 * when the page is hidden.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_FRAME_KEY } from '../../src/lastFrame/frame';
import {
  KEEP_AFTER_MS,
  KEEP_CHANGES_AFTER_MS,
  useKeepLastFrame,
} from '../../src/lastFrame/useLastFrame';

const page = { family: 'fam', kid: null, date: '2026-11-22', dayStart: 0 };
const root = () => document.getElementById('root') as HTMLElement;
const kept = () =>
  (JSON.parse(window.localStorage.getItem(LAST_FRAME_KEY) ?? 'null') as { html: string } | null)
    ?.html ?? null;
/** A tick on the board: the root changes, and its observer hears it. */
const tick = async (done: number) => {
  root().innerHTML = `<p>${done} done</p>`;
  await Promise.resolve();
};

describe('keeping the board’s frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    document.body.innerHTML = '<div id="root"><p>0 done</p></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('keeps a second after the board is shown, then once the ticks pause', async () => {
    const hook = renderHook(() => useKeepLastFrame(page, true));
    vi.advanceTimersByTime(KEEP_AFTER_MS - 1);
    expect(kept()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(kept()).toBe('<p>0 done</p>');

    // Ticks a second apart: nothing is copied while they go on.
    for (const done of [1, 2, 3]) {
      await tick(done);
      vi.advanceTimersByTime(1000);
      expect(kept()).toBe('<p>0 done</p>');
    }
    vi.advanceTimersByTime(KEEP_CHANGES_AFTER_MS - 1000);
    expect(kept()).toBe('<p>3 done</p>');
    hook.unmount();
  });

  it('keeps at once when the page is hidden, and nothing after it is gone', async () => {
    const hook = renderHook(() => useKeepLastFrame(page, true));
    vi.advanceTimersByTime(KEEP_AFTER_MS);
    await tick(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(kept()).toBe('<p>1 done</p>');

    hook.unmount();
    await tick(2);
    vi.advanceTimersByTime(KEEP_CHANGES_AFTER_MS);
    expect(kept()).toBe('<p>1 done</p>');
  });
});
