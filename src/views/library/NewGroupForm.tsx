import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useLibraryActor } from './libraryActor';
import { selectGroupHint, selectGroupName, selectIsAddingGroup } from '../../../machines/library';

/** "Add group": a name, then a new empty group (`{ title, items: 0 }`). */
export function NewGroupForm() {
  const library = useLibraryActor();
  const name = useSelector(library, selectGroupName);
  const hint = useSelector(library, selectGroupHint);
  const adding = useSelector(library, selectIsAddingGroup);
  const fieldId = useId();
  const hintId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    library.send({ type: 'library.addGroup' });
  }

  return (
    <form className="card library-new-group" onSubmit={handleSubmit} aria-busy={adding}>
      <label className="library-new-group__label" htmlFor={fieldId}>
        New group name
      </label>
      <div className="library-new-group__row">
        <input
          id={fieldId}
          className="text-input library-new-group__input"
          type="text"
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={hint ? true : undefined}
          placeholder="e.g. Bedtime"
          autoComplete="off"
          enterKeyHint="done"
          value={name}
          onChange={(event) =>
            library.send({ type: 'groupName.change', value: event.target.value })
          }
        />
        <button className="button button--sun library-new-group__add" type="submit">
          Add group
        </button>
      </div>
      {hint && (
        <p id={hintId} className="entry__hint" role="status">
          {hint}
        </p>
      )}
    </form>
  );
}
