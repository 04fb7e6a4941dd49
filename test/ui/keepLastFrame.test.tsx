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

  it('leaving copies the board again only if it changed, or if another tab kept its own since', async () => {
    const hook = renderHook(() => useKeepLastFrame(page, true));
    vi.advanceTimersByTime(KEEP_AFTER_MS);
    expect(kept()).toBe('<p>0 done</p>');
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    try {
      // A reload straight after: the frame kept is the board shown, so nothing is copied.
      window.dispatchEvent(new Event('pagehide'));
      expect(writes).not.toHaveBeenCalled();

      // A tick: the board is copied again.
      await tick(1);
      window.dispatchEvent(new Event('pagehide'));
      expect(writes).toHaveBeenCalledTimes(1);
      expect(kept()).toBe('<p>1 done</p>');

      // Another tab keeps its board: leaving this one keeps this one's, though it did not change.
      window.localStorage.setItem(
        LAST_FRAME_KEY,
        JSON.stringify({
          ...JSON.parse(window.localStorage.getItem(LAST_FRAME_KEY) ?? '{}'),
          html: '<p>other tab</p>',
        }),
      );
      writes.mockClear();
      window.dispatchEvent(new Event('pagehide'));
      expect(writes).toHaveBeenCalledTimes(1);
      expect(kept()).toBe('<p>1 done</p>');

      // A box ticked by hand, before the board shows it: copied again.
      writes.mockClear();
      root().innerHTML = '<input type="checkbox">';
      await Promise.resolve();
      window.dispatchEvent(new Event('pagehide'));
      writes.mockClear();
      const box = root().querySelector('input') as HTMLInputElement;
      box.checked = true;
      box.dispatchEvent(new Event('change', { bubbles: true }));
      window.dispatchEvent(new Event('pagehide'));
      expect(writes).toHaveBeenCalledTimes(1);
      expect(kept()).toBe('<input type="checkbox" checked="">');
    } finally {
      writes.mockRestore();
      hook.unmount();
    }
  });
});
