import { useSelector } from '@xstate/react';
import { useFamilyActors } from './familyActors';
import { selectKidLists, useList } from './listContext';
import { EntryForm } from './EntryForm';
import { KidPicker } from './KidPicker';
import { newTaskTargets, selectDraft, selectHint, selectIsAdding } from '../../machines/dayBoard';
import { selectPart, selectPicked } from '../../machines/app';
import { PartPicker } from './PartPicker';
import { AppActorContext } from '../app/appActorContext';
import { selectKids } from '../../machines/listeners';

/** The narrow entry box: Enter (or Add) gives the task to the picked kids. */
export function EntryBox() {
  const { listeners } = useFamilyActors();
  const { kind, board } = useList();
  const draft = useSelector(board, selectDraft);
  const hint = useSelector(board, selectHint);
  const adding = useSelector(board, selectIsAdding);
  const picked = AppActorContext.useSelector(selectPicked);
  const part = AppActorContext.useSelector(selectPart);
  const kids = useSelector(listeners, selectKids);

  return (
    <EntryForm
      draft={draft}
      hint={hint}
      busy={adding}
      onChange={(value) => board.send({ type: 'entry.change', value })}
      onSubmit={() =>
        board.send({
          type: 'entry.commit',
          // Read when Enter is pressed: following the lists would re-render the box on every tick.
          kids: newTaskTargets(picked, kids, selectKidLists(kind)(listeners.getSnapshot())).map(
            (target) => (part === null ? target : { ...target, part }),
          ),
        })
      }
    >
      {kids.length > 1 && <KidPicker kids={kids} picked={picked} />}
      <PartPicker part={part} />
    </EntryForm>
  );
}
