import { selectHasDeviceFamilies } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';

/**
 * A link to a family this device holds nothing of (the embedded store keeps each family on
 * the device it was made on): says so, and leads back to the families it has.
 */
export function NotOnDevice() {
  const app = AppActorContext.useActorRef();
  const hasFamilies = AppActorContext.useSelector(selectHasDeviceFamilies);

  return (
    <main className="page page--narrow screen-center">
      <div className="card card--center" role="alert">
        <p className="card__emoji" aria-hidden="true">
          🔍
        </p>
        <h1 className="card__title">This device has nothing of this family</h1>
        <p className="card__text">
          Lists are kept in the browser of the device they were made on, so a link to them opens
          only there. Nothing here was changed.
        </p>
        <button
          className="button button--primary"
          type="button"
          onClick={() => app.send({ type: 'route.go', path: '/' })}
        >
          {hasFamilies ? 'Back to my families' : 'Start a family'}
        </button>
      </div>
    </main>
  );
}
