import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ShownError } from '../../../machines/shared/errors';
import { ErrorNotice } from '../ErrorBanner';
import { useFamilyActors } from '../familyActors';
import { selectKids, selectListenerError } from '../../../machines/listeners';
import { useLibraryActor } from './libraryActor';
import { copyNoticeText, selectError, selectNotice } from '../../../machines/library';

/** A failed write or listener, in plain words with its code; and what "Add to …" just did. */
export function LibraryMessages() {
  const library = useLibraryActor();
  const { listeners } = useFamilyActors();
  const error = useSelector(library, selectError);
  const notice = useSelector(library, selectNotice);
  const kids = useSelector(listeners, selectKids);
  const listenerError = useSelector(listeners, selectListenerError);
  const [hiddenListenerError, setHiddenListenerError] = useState<ShownError | null>(null);

  return (
    <>
      {error && (
        <ErrorNotice error={error} onDismiss={() => library.send({ type: 'error.dismiss' })} />
      )}
      {listenerError && listenerError !== hiddenListenerError && (
        <ErrorNotice
          error={listenerError}
          onDismiss={() => setHiddenListenerError(listenerError)}
        />
      )}
      {/* Always there, so a screen reader hears each new notice. */}
      <p className="library-notice" role="status">
        {notice && (
          <>
            <span aria-hidden="true">✅ </span>
            {copyNoticeText(notice, kids)}
          </>
        )}
      </p>
    </>
  );
}
