export type KidPage = 'tasks' | 'rewards';

/** Kid mode's way between the kid's tasks and their rewards: two big buttons, one pressed. */
export function KidPageSwitch({
  page,
  onChange,
}: {
  page: KidPage;
  onChange: (page: KidPage) => void;
}) {
  return (
    <div className="kid-switch" role="group" aria-label="My pages">
      <button
        className="kid-switch__button"
        type="button"
        aria-pressed={page === 'tasks'}
        onClick={() => onChange('tasks')}
      >
        <span aria-hidden="true">✅ </span>My tasks
      </button>
      <button
        className="kid-switch__button"
        type="button"
        aria-pressed={page === 'rewards'}
        onClick={() => onChange('rewards')}
      >
        <span aria-hidden="true">⭐ </span>Rewards
      </button>
    </div>
  );
}
