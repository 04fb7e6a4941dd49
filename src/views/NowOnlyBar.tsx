import { useSelector } from '@xstate/react';
import { partEmoji, partName } from '../../machines/domain/parts';
import { selectDayUsesParts } from '../../machines/listeners';
import { selectNowPart, selectPartNow } from '../../machines/partOfDay';
import type { PartOfDayActor } from '../app/partOfDay/usePartOfDay';
import { useFamilyActors } from './familyActors';

/**
 * "Now only" on today's Day view, once some task of the day has a part: shows only the part it
 * is (and tasks for any time), following the clock; "Show the whole day" is one tap away.
 */
export function NowOnlyBar({ partOfDay }: { partOfDay: PartOfDayActor }) {
  const { listeners } = useFamilyActors();
  const usesParts = useSelector(listeners, selectDayUsesParts);
  const part = useSelector(partOfDay, selectPartNow);
  const nowOnly = useSelector(partOfDay, selectNowPart) !== null;
  if (!usesParts && !nowOnly) return null;
  const now = `${partEmoji(part)} ${partName(part)}`;
  return (
    <div className="now-only">
      {nowOnly ? (
        <>
          <p className="now-only__label">{now} only</p>
          <button
            className="button button--soft now-only__button"
            type="button"
            onClick={() => partOfDay.send({ type: 'view.wholeDay' })}
          >
            Show the whole day
          </button>
        </>
      ) : (
        <button
          className="button button--soft now-only__button"
          type="button"
          onClick={() => partOfDay.send({ type: 'view.nowOnly' })}
        >
          Show only the {partName(part).toLowerCase()}
        </button>
      )}
    </div>
  );
}
