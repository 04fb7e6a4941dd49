import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ShownError } from '../../machines/shared/errors';
import { errorHeadline, needsReload } from './errorMessages';
import { useFamilyActors } from './familyActors';
import { useList } from './listContext';
import { selectBoardError } from '../../machines/dayBoard';
import { selectListenerError } from '../../machines/listeners';
import { ReloadButton } from './ReloadButton';

/** One error in plain words, with its detail and code; never blocks the page. */
export function ErrorNotice({ error, onDismiss }: { error: ShownError; onDismiss?: () => void }) {
  return (
    <div className="error-banner" role="alert" data-no-last-frame>
      <p className="error-banner__icon" aria-hidden="true">
        ⚠️
      </p>
      <div className="error-banner__text">
        <p className="error-banner__headline">{errorHeadline(error.code)}</p>
        <p className="error-banner__message">{error.message}</p>
        <p className="error-banner__code">
          Error code: <code>{error.code}</code>
        </p>
      </div>
      {(needsReload(error.code) || onDismiss) && (
        <div className="error-banner__actions">
          {needsReload(error.code) && <ReloadButton />}
          {onDismiss && (
            <button className="button button--quiet" type="button" onClick={onDismiss}>
              Dismiss
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The Day view's errors: a failed write (board) and a failed listener. */
export function ErrorBanner() {
  const { listeners } = useFamilyActors();
  const { board } = useList();
  const boardError = useSelector(board, selectBoardError);
  const listenerError = useSelector(listeners, selectListenerError);
  // The listeners clear their error once they are live again; until then it can be hidden.
  const [hiddenListenerError, setHiddenListenerError] = useState<ShownError | null>(null);

  return (
    <>
      {boardError && (
        <ErrorNotice error={boardError} onDismiss={() => board.send({ type: 'error.dismiss' })} />
      )}
      {listenerError && listenerError !== hiddenListenerError && (
        <ErrorNotice
          error={listenerError}
          onDismiss={() => setHiddenListenerError(listenerError)}
        />
      )}
    </>
  );
}
