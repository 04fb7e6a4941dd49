import { DayHeading } from './DayHeading';
import { ProblemBanner } from './ProblemBanner';
import { TaskEntry } from './TaskEntry';
import { TaskList } from './TaskList';

export function DayPage({ today }: { today: string }) {
  return (
    <div className="page">
      <header className="page__header">
        <DayHeading today={today} />
      </header>
      <main className="page__main">
        <TaskEntry />
        <ProblemBanner />
        <TaskList />
      </main>
    </div>
  );
}
