import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { suggestPicture } from '../../machines/domain/pictures';
import { visibleTrim } from '../../machines/domain/text';
import { useFamilyActors } from './familyActors';
import { selectKidLists, useList } from './listContext';
import { EntryForm } from './EntryForm';
import { KidPicker } from './KidPicker';
import { newTaskTargets, selectDraft, selectHint } from '../../machines/dayBoard';
import {
  kidInViewOf,
  kidsFor,
  selectDays,
  selectEntryOpen,
  selectKidInView,
  selectPart,
  selectPicked,
} from '../../machines/app';
import { PartPicker } from './PartPicker';
import { EntryPicture } from './PicturePicker';
import { AppActorContext } from '../app/appActorContext';
import { selectKids } from '../../machines/listeners';
import { useAddedTask } from './useAddedTask';
import { reachesTodayOnlyOnYes } from './TodayOffer';

/**
 * The Day and Routine views' entry box: on a phone behind "+ Add a task" (the kids' tasks come
 * first), on wider screens always open and compact. Enter (or Add) gives the task to the kids
 * under For; each add is said in the live region and its row brought into view.
 */
export function EntryBox({
  extraChoice = null,
}: {
  /** A choice only its view offers, after When (the Routine view's days). */
  extraChoice?: ReactNode;
} = {}) {
  const { listeners } = useFamilyActors();
  const app = AppActorContext.useActorRef();
  const { kind, board } = useList();
  const draft = useSelector(board, selectDraft);
  const hint = useSelector(board, selectHint);
  const picked = AppActorContext.useSelector(selectPicked);
  const kidInView = AppActorContext.useSelector(selectKidInView);
  const part = AppActorContext.useSelector(selectPart);
  const days = AppActorContext.useSelector(selectDays);
  const open = AppActorContext.useSelector(selectEntryOpen);
  const kids = useSelector(listeners, selectKids);
  const kidIds = kids.map((kid) => kid.id);
  const forKids = kidsFor(picked, kidInView, kidIds);
  const { said, added } = useAddedTask();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  // A picture picked (or none, `null`) for the task being typed; `null` state: the suggested one.
  const [pickedPicture, setPickedPicture] = useState<{ picture: string | null } | null>(null);
  const [typedBefore, setTypedBefore] = useState(draft);
  // The box emptied (Enter took the task): the next task starts from its own suggestion.
  if (typedBefore !== draft) {
    setTypedBefore(draft);
    if (draft.trim() === '' && pickedPicture !== null) setPickedPicture(null);
  }
  const suggested = suggestPicture(draft) ?? null;
  const picture = pickedPicture === null ? suggested : pickedPicture.picture;

  function close() {
    app.send({ type: 'entry.close' });
    openRef.current?.focus();
  }

  function submit() {
    // A routine task for today's weekday, once today already has its routine: today may get it too.
    const forToday =
      kind === 'routine' &&
      reachesTodayOnlyOnYes(
        listeners.getSnapshot().context.day,
        board.getSnapshot().context.date,
        days ?? undefined,
      );
    const targets = newTaskTargets(
      forKids,
      kids,
      // Read when Enter is pressed: following the lists would re-render the box on every tick.
      selectKidLists(kind)(listeners.getSnapshot()),
    );
    board.send({
      type: 'entry.commit',
      to: targets.map((target) => ({
        ...target,
        ...(part !== null && { part }),
        ...(picture !== null && { picture }),
        ...(kind === 'routine' && days !== null && { days }),
        ...(forToday && { today: true }),
      })),
    });
    const given = kids.filter((kid) => forKids.includes(kid.id));
    const inView = kidInViewOf(kidInView, kidIds);
    const shown = given.find((kid) => kid.id === inView) ?? given[0];
    const title = visibleTrim(draft);
    if (title !== '' && shown) added(title, given, shown);
  }

  return (
    <div className={`entry-area${open ? ' entry-area--open' : ''}`}>
      <button
        ref={openRef}
        className="button button--primary entry-area__open"
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          // Shown at once, so the cursor can go to the box.
          flushSync(() => app.send({ type: 'entry.open' }));
          inputRef.current?.focus();
        }}
      >
        <span aria-hidden="true">+ </span>Add a task
      </button>
      <EntryForm
        id={formId}
        className="entry--board"
        inputRef={inputRef}
        draft={draft}
        hint={hint}
        onChange={(value) => board.send({ type: 'entry.change', value })}
        onSubmit={submit}
        onEscape={close}
        close={
          <button
            className="button entry__close"
            type="button"
            aria-label="Close the new task"
            onClick={close}
          >
            <span aria-hidden="true">✕</span>
          </button>
        }
      >
        <div className="entry__choices">
          {kids.length > 1 && <KidPicker kids={kids} forKids={forKids} />}
          <PartPicker part={part} />
          {extraChoice}
          <EntryPicture
            picture={picture}
            suggested={pickedPicture === null && picture !== null}
            onPick={(choice) => setPickedPicture({ picture: choice })}
          />
        </div>
      </EntryForm>
      {/* Live from the start, so the first add is read out; a status only once there is one. */}
      <div aria-live="polite">
        {said && (
          <p className="entry-area__said" role="status" data-no-last-frame>
            {said}
          </p>
        )}
      </div>
    </div>
  );
}
