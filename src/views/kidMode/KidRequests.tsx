import type { RewardRequest } from '../../../machines/domain/rewardBalance';
import type { RequestState } from '../../../machines/domain/rewards';
import { starsText } from './KidRewardCard';

const SAID: Record<RequestState, string> = {
  requested: 'Waiting for a grown-up',
  // Asked for on two devices at once with stars for only one: nothing is held for it.
  needsGrownUp: 'Waiting for a grown-up: not enough stars yet',
  granted: 'A grown-up said yes! 🎉',
  given: 'You got it! 🎁',
  declined: 'Not this time — stars back',
  cancelled: 'Cancelled — stars back',
  reversed: 'Undone by a grown-up — stars back',
};

/** Where a request stands, in a kid's words: one that needed no yes was theirs at once. */
function saidOf(request: RewardRequest): string {
  return request.state === 'granted' && !request.answeredBy
    ? 'It’s yours! 🎉'
    : SAID[request.state];
}

/** How many of the kid's requests show, newest first. */
const SHOWN = 10;

/**
 * The kid's own requests, newest first: each says where it stands, aloud to a screen reader as
 * it changes; one still holding its stars can be cancelled.
 */
export function KidRequests({
  requests,
  canCancel,
  onCancel,
}: {
  requests: readonly RewardRequest[];
  canCancel: (request: RewardRequest) => boolean;
  onCancel: (request: RewardRequest) => void;
}) {
  const newest = [...requests].reverse().slice(0, SHOWN);
  return (
    <section className="kid-requests" aria-labelledby="kid-requests-title">
      <h3 className="kid-requests__title" id="kid-requests-title">
        What I asked for
      </h3>
      <ul className="kid-requests__list" aria-live="polite">
        {newest.length === 0 && <li className="kid-requests__none">Nothing yet.</li>}
        {newest.map((request) => (
          <li key={request.id} className={`kid-request kid-request--${request.state}`}>
            <span className="kid-request__picture" aria-hidden="true">
              {request.picture ?? '🎁'}
            </span>
            <span className="kid-request__text">
              <span className="kid-request__title">
                {request.title}, {starsText(request.cost)}
              </span>
              <span className="kid-request__state">{saidOf(request)}</span>
            </span>
            {canCancel(request) && (
              <button
                className="kid-request__cancel"
                type="button"
                aria-label={`Cancel ${request.title}`}
                onClick={() => onCancel(request)}
              >
                Cancel
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
