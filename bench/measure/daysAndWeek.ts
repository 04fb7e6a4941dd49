/**
 * Opening and switching days, and opening the Week view, round by round in turn: "Week view ÷
 * Day view" divides figures taken side by side, so a busy minute of a shared machine slows both
 * alike. Taken one after the other (a minute apart), the same code gave 0.74× in one run and
 * 1.40× in the next: the day's median moved from 162.5 to 95.6 ms, the week's from 119.5 to 133.4.
 */
import type { SeededFamily } from '../lib/families';
import { openDays, type DaySamples } from './days';
import { openWeek } from './week';

export async function measureDaysAndWeek(options: {
  origin: string;
  days: { full: SeededFamily; recent: SeededFamily };
  week: { full: SeededFamily; recent: SeededFamily };
  samples: number;
  warmUp: number;
  /** CPU throttling (1: none). */
  cpuRate: number;
}): Promise<{
  days: { full: DaySamples; recent: DaySamples };
  week: { full: number[]; recent: number[] };
}> {
  const { origin, cpuRate } = options;
  const days = await openDays({ origin, cpuRate, ...options.days });
  const week = await openWeek({ origin, cpuRate, ...options.week });
  try {
    for (let index = 0; index < options.warmUp + options.samples; index++) {
      const keep = index >= options.warmUp;
      await days.round(keep);
      await week.round(keep);
    }
    return { days: days.samples(), week: week.samples() };
  } finally {
    await days.close();
    await week.close();
  }
}
