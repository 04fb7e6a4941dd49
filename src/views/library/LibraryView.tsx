import { useSelector } from '@xstate/react';
import { useLibrary } from '../../app/library/useLibrary';
import { useFamilyActors } from '../familyActors';
import { selectFamilyName, selectHasGroups } from '../../../machines/listeners';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { GroupBoard } from './GroupBoard';
import { LibraryActorContext } from './libraryActor';
import { LibraryEntryBox } from './LibraryEntryBox';
import { LibraryMessages } from './LibraryMessages';
import { NewGroupForm } from './NewGroupForm';
import './library.css';

/** The family's library: task groups that can be added to a kid's day or routine in one go. */
export function LibraryView({ familyId }: { familyId: string }) {
  // Another family is another library: a fresh machine, nothing typed carried over.
  return <LibraryPage key={familyId} familyId={familyId} />;
}

function LibraryPage({ familyId }: { familyId: string }) {
  const { listeners } = useFamilyActors();
  const library = useLibrary(familyId, listeners);
  const familyName = useSelector(listeners, selectFamilyName);
  // A task needs a group to go to: until one exists, the page offers only to make one.
  const hasGroups = useSelector(listeners, selectHasGroups);

  return (
    <LibraryActorContext.Provider value={library}>
      <div className="page library-page">
        <header className="library-heading">
          <p className="day-heading__family">{familyName ?? '\u00a0'}</p>
          <h1 id="library-heading" className="library-heading__title" tabIndex={-1}>
            Library
          </h1>
          <p className="library-heading__lead">
            Groups of tasks you can add to a kid’s day or routine in one go.
          </p>
        </header>
        <main className="library-page__main">
          <div className="library-tools">
            {hasGroups && <LibraryEntryBox />}
            <NewGroupForm />
          </div>
          <LibraryMessages />
          <GroupBoard />
        </main>
        <DeleteGroupDialog />
      </div>
    </LibraryActorContext.Provider>
  );
}
