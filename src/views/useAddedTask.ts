import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { DayList } from '../../machines/domain/family';
import type { Kid } from '../../machines/domain/family';
import { useFamilyActors } from './familyActors';
import { selectKidLists, useList } from './listContext';

/** A task given to some kids, waiting to appear in their lists. */
interface Pending {
  title: string;
  kids: Kid[];
  /** The kid whose row is brought into view. */
  shown: Kid;
  /** The ids in that kid's list when it was added: the new row is the one not among them. */
  known: ReadonlySet<string>;
}

/** "Ada", "Ada and Bo", "Ada, Bo and Cy". */
export function namesInWords(names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The row of `title` in `kid`'s column, found as a person would: the column named by the kid. */
function findRow(kid: Kid, title: string, taskId: string): HTMLElement | null {
  const byId = document.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`);
  if (byId) return byId;
  const columns = [...document.querySelectorAll<HTMLElement>('section[aria-labelledby]')].filter(
    (column) => {
      const name = document.getElementById(column.getAttribute('aria-labelledby') ?? '');
      return name?.textContent?.trim() === kid.name;
    },
  );
  const rows = columns.flatMap((column) => [...column.querySelectorAll<HTMLElement>('li')]);
  const titled = rows.filter(
    (row) => row.querySelector('.task-row__title')?.textContent?.trim() === title,
  );
  return titled.at(-1) ?? null;
}

/**
 * After an add: once the new task is in the list, its row is brought into view and the add is
 * said in words for the live region ("Added “Water the tomatoes” for Ada").
 */
export function useAddedTask() {
  const { listeners } = useFamilyActors();
  const { kind } = useList();
  const lists = useSelector(listeners, selectKidLists(kind));
  const [pending, setPending] = useState<Pending[]>([]);
  const [said, setSaid] = useState('');
  const [shown, setShown] = useState<{ kid: Kid; title: string; taskId: string } | null>(null);
  // An add that failed never arrives: the ones after it are still said.
  const index = pending.findIndex((waiting) => findNew(lists, waiting) !== null);
  const arrived = pending[index];
  if (arrived) {
    setPending(pending.filter((waiting) => waiting !== arrived));
    setSaid(`Added “${arrived.title}” for ${namesInWords(arrived.kids.map((kid) => kid.name))}`);
    setShown({ kid: arrived.shown, title: arrived.title, taskId: findNew(lists, arrived) ?? '' });
  }

  useEffect(() => {
    if (!shown) return;
    // The column renders the row in the same update; a frame later it has its place.
    const frame = requestAnimationFrame(() => {
      const row = findRow(shown.kid, shown.title, shown.taskId);
      if (row && row.getClientRects().length > 0) {
        // Clear of a phone's bottom bar, which stays over the page.
        row.style.scrollMarginBottom = 'calc(var(--bottom-bar, 0px) + 0.5rem)';
        row.scrollIntoView({ block: 'nearest' });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  return {
    said,
    /** Called as the task is given: `shown` is the kid whose row comes into view. */
    added(title: string, kids: Kid[], shown: Kid) {
      const known = new Set((lists?.tasks[shown.id] ?? []).map((task) => task.id));
      setPending((queue) => [...queue, { title, kids, shown, known }]);
    },
  };
}

/** The id of the pending task's new row, once it is in the list. */
function findNew(lists: DayList | null, pending: Pending): string | null {
  const tasks = lists?.tasks[pending.shown.id] ?? [];
  return (
    tasks.find((task) => task.title === pending.title && !pending.known.has(task.id))?.id ?? null
  );
}
