import dayjs from 'dayjs';
import { dateAtAnchor, type CalendarDate } from '../../../machines/calendar';
import type { Kid, Task } from '../../../machines/domain/family';

/**
 * The week as a chart for the fridge, shown only when printed: each kid's tasks with their
 * pictures down the side (for a kid who cannot read yet), the days across, an empty box to tick
 * by pen wherever a task is on that day (none on a day they are away: its column says "away"),
 * and the kid's stars so far.
 */
export function WeekChart({
  familyName,
  heading,
  kids,
  dates,
  tasksOf,
  starsOf,
  awayOn,
}: {
  familyName: string;
  heading: string;
  kids: readonly Kid[];
  dates: readonly CalendarDate[];
  tasksOf: (kidId: string, date: CalendarDate) => readonly Task[];
  starsOf: (kidId: string) => number;
  /** Whether the kid is away that day: its column says so and has no boxes to tick. */
  awayOn: (kidId: string, date: CalendarDate) => boolean;
}) {
  return (
    <section className="week-chart" aria-hidden="true">
      <h1 className="week-chart__title">
        {familyName} · {heading}
      </h1>
      {kids.map((kid) => {
        const away = dates.map((date) => awayOn(kid.id, date));
        const tasksByDay = dates.map((date) => tasksOf(kid.id, date));
        const byDay = tasksByDay.map((tasks) => tasks.map((task) => task.title));
        // Each title once, in the order the week first shows it, with the first picture it has.
        const titles = [...new Set(byDay.flat())];
        const pictures = new Map<string, string>();
        for (const task of tasksByDay.flat()) {
          if (task.picture && !pictures.has(task.title)) pictures.set(task.title, task.picture);
        }
        const stars = starsOf(kid.id);
        return (
          <table key={kid.id} className="week-chart__kid">
            <thead>
              <tr>
                <th scope="col">
                  {kid.emoji} {kid.name}
                  <span className="week-chart__stars">
                    ⭐ {stars} {stars === 1 ? 'star' : 'stars'}
                  </span>
                </th>
                {dates.map((date, index) => (
                  <th key={date} scope="col">
                    {dayjs(dateAtAnchor(date)).format('ddd D')}
                    {away[index] && <span className="week-chart__away">away</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {titles.length === 0 ? (
                <tr>
                  <td colSpan={8}>Nothing planned this week.</td>
                </tr>
              ) : (
                titles.map((title) => (
                  <tr key={title}>
                    <th scope="row">
                      <span className="week-chart__picture">{pictures.get(title)}</span>
                      {title}
                    </th>
                    {byDay.map((titlesOfDay, index) => (
                      <td
                        key={dates[index]}
                        className={away[index] ? 'week-chart__away-day' : undefined}
                      >
                        {titlesOfDay.includes(title) && !away[index] && (
                          <span className="week-chart__box" />
                        )}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        );
      })}
    </section>
  );
}
