import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { CalendarDate } from '../../../machines/calendar';
import type { AwayList } from '../../../machines/domain/away';
import { selectKidStars } from '../../../machines/week';
import { useAppServices } from '../appServices';
import type { KeptStars } from '../deviceStorage';
import { sameValue } from '../followFact';
import type { WeekActor } from './useWeek';

/**
 * Remembers on this device each kid's stars this week and streak on `today` as they are worked
 * out: the next start shows them at once, as its frame does (docs/design.md "First frame").
 */
export function useRememberStars({
  familyId,
  week,
  today,
  away,
  kidIds,
}: {
  familyId: string;
  week: WeekActor;
  today: CalendarDate;
  away: AwayList;
  kidIds: readonly string[];
}): void {
  const { device } = useAppServices();
  const kids = useSelector(
    week,
    (snapshot) => {
      const numbers: Record<string, KeptStars['kids'][string]> = {};
      for (const kidId of kidIds) {
        const stars = selectKidStars(away, kidId, today)(snapshot);
        if (stars === null) return null;
        numbers[kidId] = { stars: stars.stars, streak: stars.streak };
      }
      return numbers;
    },
    sameValue,
  );
  useEffect(() => {
    if (kids) device.rememberStars(familyId, { date: today, kids });
  }, [device, familyId, today, kids]);
}
