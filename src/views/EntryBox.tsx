import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { suggestPicture } from '../../machines/domain/pictures';
import { useFamilyActors } from './familyActors';
import { selectKidLists, useList } from './listContext';
import { EntryForm } from './EntryForm';
import { KidPicker } from './KidPicker';
import { newTaskTargets, selectDraft, selectHint, selectIsAdding } from '../../machines/dayBoard';
import { selectPart, selectPicked } from '../../machines/app';
import { PartPicker } from './PartPicker';
import { EntryPicture } from './PicturePicker';
import { AppActorContext } from '../app/appActorContext';
import { selectKids } from '../../machines/listeners';

/** The narrow entry box: Enter (or Add) gives the task to the picked kids. */
export function EntryBox() {
  const { listeners } = useFamilyActors();
  const { kind, board } = useList();
  const draft = useSelector(board, selectDraft);
  const hint = useSelector(board, selectHint);
  const adding = useSelector(board, selectIsAdding);
  const pickedKids = AppActorContext.useSelector(selectPicked);
  const part = AppActorContext.useSelector(selectPart);
  const kids = useSelector(listeners, selectKids);
  // A picture picked (or none, `null`) for the task being typed; `null` state: the suggested one.
  const [picked, setPicked] = useState<{ picture: string | null } | null>(null);
  const [typedBefore, setTypedBefore] = useState(draft);
  // The box emptied (the task was added): the next task starts from its own suggestion.
  if (typedBefore !== draft) {
    setTypedBefore(draft);
    if (draft.trim() === '' && picked !== null) setPicked(null);
  }
  const suggested = suggestPicture(draft) ?? null;
  const picture = picked === null ? suggested : picked.picture;

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
          kids: newTaskTargets(pickedKids, kids, selectKidLists(kind)(listeners.getSnapshot())).map(
            (target) => ({
              ...target,
              ...(part !== null && { part }),
              ...(picture !== null && { picture }),
            }),
          ),
        })
      }
    >
      {kids.length > 1 && <KidPicker kids={kids} picked={pickedKids} />}
      <PartPicker part={part} />
      <EntryPicture
        picture={picture}
        suggested={picked === null && picture !== null}
        onPick={(choice) => setPicked({ picture: choice })}
      />
    </EntryForm>
  );
}
