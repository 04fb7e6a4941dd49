// @vitest-environment jsdom
/**
 * A page that loads when first needed (src/views/lazyPage.tsx): "Loading…" until its module is
 * here, the page the moment it is, at once when it was loaded ahead, and a module that cannot
 * load said so by the error boundary around it, which can try again.
 */
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/views/lazyPage';

function Week({ name }: { name: string }) {
  return <h1>{name}’s week</h1>;
}

/** A module load the test settles. */
function controlledLoad() {
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Week>((resolve, reject) =>
        loads.push({ resolve: () => resolve(Week), reject }),
      ),
  );
  return { load, loads };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">This screen couldn’t load</p> : this.props.children;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('a page loaded when first needed', () => {
  it('shows its fallback until its module is here, then the page, loading it once', async () => {
    const { load, loads } = controlledLoad();
    const { Page } = lazyPage(load);
    const { rerender } = render(<Page fallback={<p role="status">Loading…</p>} name="Ada" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<Page fallback={<p role="status">Loading…</p>} name="Ada" />);
    await act(async () => loads[0]?.resolve());
    expect(screen.getByRole('heading')).toHaveTextContent('Ada’s week');
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the page at the first render when its module was loaded ahead', async () => {
    const { load, loads } = controlledLoad();
    const { Page, preload } = lazyPage(load);
    const ahead = preload();
    loads[0]?.resolve();
    await ahead;
    render(<Page fallback={<p role="status">Loading…</p>} name="Ben" />);
    // No fallback in between: nothing to wait for, not even a moment.
    expect(screen.getByRole('heading')).toHaveTextContent('Ben’s week');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module that cannot load is the error boundary’s to say; shown again, it tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, loads } = controlledLoad();
    const { Page } = lazyPage(load);
    const { unmount } = render(
      <Boundary>
        <Page fallback={<p role="status">Loading…</p>} name="Cleo" />
      </Boundary>,
    );
    await act(async () => loads[0]?.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('This screen couldn’t load');
    unmount();

    render(
      <Boundary>
        <Page fallback={<p role="status">Loading…</p>} name="Cleo" />
      </Boundary>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => loads[1]?.resolve());
    expect(screen.getByRole('heading')).toHaveTextContent('Cleo’s week');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
