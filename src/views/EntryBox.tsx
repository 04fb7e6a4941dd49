import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useFamilyActors } from './familyActors';
import { selectKidLists, useList } from './listContext';
import { KidPicker } from './KidPicker';
import {
  newTaskTargets,
  selectDraft,
  selectHint,
  selectIsAdding,
  selectKids,
  selectPicked,
} from './selectors';

/** The narrow entry box: Enter (or Add) gives the task to the picked kids. */
export function EntryBox() {
  const { listeners } = useFamilyActors();
  const { kind, board } = useList();
  const draft = useSelector(board, selectDraft);
  const hint = useSelector(board, selectHint);
  const adding = useSelector(board, selectIsAdding);
  const picked = useSelector(board, selectPicked);
  const kids = useSelector(listeners, selectKids);
  const lists = useSelector(listeners, selectKidLists(kind));
  const hintId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    board.send({ type: 'entry.commit', kids: newTaskTargets(picked, kids, lists) });
  }

  return (
    <form className="entry card" onSubmit={handleSubmit} aria-busy={adding}>
      <div className="entry__row">
        <input
          className="text-input entry__input"
          type="text"
          aria-label="New task"
          aria-describedby={hint ? hintId : undefined}
          placeholder="What needs to be done?"
          autoComplete="off"
          enterKeyHint="enter"
          value={draft}
          onChange={(event) => board.send({ type: 'entry.change', value: event.target.value })}
        />
        <button className="button button--primary entry__add" type="submit">
          Add
        </button>
      </div>
      {hint && (
        <p id={hintId} className="entry__hint" role="status">
          {hint}
        </p>
      )}
      {kids.length > 1 && <KidPicker kids={kids} picked={picked} />}
    </form>
  );
}
