import { Component, type ReactNode } from 'react';
import { ReloadButton } from './ReloadButton';

interface LoadProblemProps {
  children: ReactNode;
  /** A small place (the grown-ups' gate): a line with Reload, not a whole screen. */
  inline?: boolean;
  /**
   * Something the page does without showing it (reading the stars' days, the rewards): if its
   * code cannot load, the page goes on without it, and what it shows stays as it was.
   */
  quiet?: boolean;
}

/**
 * Around the screens that load when first needed (docs/design.md "Errors and logging"): if one
 * cannot load (the connection dropped, or a new version replaced the files), the page says so and
 * offers Reload, instead of going blank. The error is logged once.
 */
export class LoadProblem extends Component<LoadProblemProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of Kids To-Do could not be shown.', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    if (this.props.inline) {
      return (
        <p className="load-problem" role="alert">
          This part of Kids To-Do couldn’t load. <ReloadButton />
        </p>
      );
    }
    return (
      <main className="page page--narrow screen-center">
        <div className="card card--center" role="alert">
          <p className="card__emoji" aria-hidden="true">
            📶
          </p>
          <h1 className="card__title">This screen couldn’t load</h1>
          <p className="card__text">
            Check the connection, then reload. Nothing your family did is lost.
          </p>
          <ReloadButton />
        </div>
      </main>
    );
  }
}
