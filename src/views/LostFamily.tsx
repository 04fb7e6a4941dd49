import { selectLostFamily } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';

/** The family in view can no longer be read: this grown-up was removed from it (or left). */
export function LostFamily() {
  const lost = AppActorContext.useSelector(selectLostFamily);
  const app = AppActorContext.useActorRef();
  const unsaved = lost?.unsaved ?? [];
  // A name heard means the family was open here: its grown-up was removed (or left).
  const wasMember = Boolean(lost?.name);

  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center" role="alert">
        <p className="card__emoji" aria-hidden="true">
          🚪
        </p>
        <h1 className="card__title">
          {wasMember
            ? `You are no longer a member of ${lost?.name ?? ''}`
            : 'You are not a member of this family'}
        </h1>
        <p className="card__text">
          {wasMember
            ? 'A grown-up in the family removed you, or you left. You can’t see or change its lists any more.'
            : 'Only the grown-ups of a family can see its lists.'}{' '}
          To join, ask one of its grown-ups for an invite link.
        </p>
        {unsaved.length > 0 && (
          <div className="card__text">
            <p>These were not saved:</p>
            <ul className="lost-family__unsaved">
              {unsaved.map((title, index) => (
                <li key={`${index}-${title}`}>“{title}”</li>
              ))}
            </ul>
          </div>
        )}
        <button
          className="button button--primary"
          type="button"
          onClick={() => app.send({ type: 'route.go', path: '/' })}
        >
          Back to your families
        </button>
      </div>
    </main>
  );
}
