import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { CalendarDate } from '../../../machines/calendar';
import { selectAwayList } from '../../../machines/away';
import { selectKids } from '../../../machines/listeners';
import { sameKidStars, selectKidStars } from '../../../machines/week';
import { useRememberStars } from '../../app/week/useRememberStars';
import { useWeek } from '../../app/week/useWeek';
import { useAwayActor } from '../awayActor';
import { useFamilyActors } from '../familyActors';
import type { StarsSource } from './stars';

/**
 * Runs the week machine over the streaks' last 60 days (one range listener) while the day is
 * shown, hands up how to read each kid's numbers from it, and remembers them on the device as
 * they are worked out. Loaded apart from the first screen (`StarsProvider`): until it is here,
 * the numbers this device last showed stand.
 */
export function StarsReader({
  familyId,
  today,
  onSource,
}: {
  familyId: string;
  today: CalendarDate;
  onSource: (source: StarsSource | null) => void;
}) {
  const { listeners } = useFamilyActors();
  const awayActor = useAwayActor();
  const week = useWeek({ familyId, showsWeek: false, listeners, away: awayActor });
  const away = useSelector(awayActor, selectAwayList);
  const kids = useSelector(listeners, selectKids);
  const kidIds = useMemo(() => kids.map((kid) => kid.id), [kids]);
  useRememberStars({ familyId, week, today, away, kidIds });
  const source = useMemo<StarsSource>(
    () => ({
      week,
      kidStars: (kidId) => selectKidStars(away, kidId, today),
      same: sameKidStars,
    }),
    [week, away, today],
  );
  useEffect(() => {
    onSource(source);
    return () => onSource(null);
  }, [source, onSource]);
  return null;
}
