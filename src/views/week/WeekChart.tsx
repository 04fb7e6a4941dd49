import dayjs from 'dayjs';
import { dateAtAnchor, type CalendarDate } from '../../../machines/calendar';
import type { Kid, Task } from '../../../machines/domain/family';

/**
 * The week as a chart for the fridge, shown only when printed: each kid's tasks down the side,
 * the days across, an empty box to tick by pen wherever a task is on that day.
 */
export function WeekChart({
  familyName,
  heading,
  kids,
  dates,
  tasksOf,
}: {
  familyName: string;
  heading: string;
  kids: readonly Kid[];
  dates: readonly CalendarDate[];
  tasksOf: (kidId: string, date: CalendarDate) => readonly Task[];
}) {
  return (
    <section className="week-chart" aria-hidden="true">
      <h1 className="week-chart__title">
        {familyName} · {heading}
      </h1>
      {kids.map((kid) => {
        const byDay = dates.map((date) => tasksOf(kid.id, date).map((task) => task.title));
        // Each title once, in the order the week first shows it.
        const titles = [...new Set(byDay.flat())];
        return (
          <table key={kid.id} className="week-chart__kid">
            <thead>
              <tr>
                <th scope="col">
                  {kid.emoji} {kid.name}
                </th>
                {dates.map((date) => (
                  <th key={date} scope="col">
                    {dayjs(dateAtAnchor(date)).format('ddd D')}
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
                    <th scope="row">{title}</th>
                    {byDay.map((titlesOfDay, index) => (
                      <td key={dates[index]}>
                        {titlesOfDay.includes(title) && <span className="week-chart__box" />}
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
