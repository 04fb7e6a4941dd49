import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { Kid } from '../../../machines/domain/family';
import { canGrant, type RewardRequest } from '../../../machines/domain/rewardBalance';
import {
  optionalReasonProblem,
  selectKidRewards,
  selectToGive,
  selectWaiting,
  type WaitingRequest,
} from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { nameOf, starsInWords, whenText, whoText } from './rewardWords';
import { ReasonForm } from './ReasonForm';

/**
 * What waits for a grown-up: each kid's asks (Grant, Turn down), those asked beyond what the
 * kid had (granted only once they fit), and those granted and not given yet (Mark given).
 */
export function WaitingSection({ rewards, kids }: { rewards: RewardsActor; kids: readonly Kid[] }) {
  const waiting = useSelector(rewards, selectWaiting);
  const toGive = useSelector(rewards, selectToGive);
  return (
    <section className="rewards-section" aria-labelledby="rewards-waiting">
      <h2 id="rewards-waiting" className="rewards-page__heading">
        Waiting
      </h2>
      {waiting.length === 0 && toGive.length === 0 && (
        <p className="rewards-section__empty">Nothing is waiting for a grown-up.</p>
      )}
      {waiting.length > 0 && (
        <ul className="requests-list" aria-label="Asked for">
          {waiting.map((item) => (
            <WaitingRow key={item.request.id} rewards={rewards} kids={kids} item={item} />
          ))}
        </ul>
      )}
      {toGive.length > 0 && <ToGiveList rewards={rewards} kids={kids} toGive={toGive} />}
    </section>
  );
}

/**
 * How many of the rewards granted and not given yet show at first: the newest. A family that
 * seldom presses "Mark given" gathers hundreds over the years; the rest are one press away.
 */
export const TO_GIVE_SHOWN = 5;

/** The rewards granted and not given yet, oldest first: the newest few, or all of them. */
function ToGiveList({
  rewards,
  kids,
  toGive,
}: {
  rewards: RewardsActor;
  kids: readonly Kid[];
  toGive: readonly WaitingRequest[];
}) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const hidden = showAll ? 0 : Math.max(0, toGive.length - TO_GIVE_SHOWN);
  return (
    <>
      <h3 className="rewards-page__subheading">Granted, to give</h3>
      {toGive.length > TO_GIVE_SHOWN && (
        <p className="requests-list__more">
          {showAll
            ? `All ${toGive.length}, oldest first.`
            : `The newest ${TO_GIVE_SHOWN}; ${hidden} more granted earlier.`}{' '}
          <button
            className="button button--soft"
            type="button"
            aria-controls={listId}
            aria-expanded={showAll}
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? `Show the newest ${TO_GIVE_SHOWN}` : `Show all ${toGive.length}`}
          </button>
        </p>
      )}
      <ul id={listId} className="requests-list" aria-label="Granted, to give">
        {toGive.slice(hidden).map(({ kidId, request }) => {
          const name = nameOf(kids, kidId);
          return (
            <li key={request.id} className="request-row">
              <RequestWords name={name} request={request} />
              <div className="request-row__actions">
                <button
                  className="button button--primary"
                  type="button"
                  aria-label={`Mark ${name}’s “${request.title}” given`}
                  onClick={() =>
                    rewards.send({ type: 'request.give', kidId, requestId: request.id })
                  }
                >
                  Mark given
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** "Ada asked for “Ice cream”", its cost, when, and by whom. */
function RequestWords({ name, request }: { name: string; request: RewardRequest }) {
  const granted = request.state === 'granted' && request.answeredBy;
  return (
    <div className="request-row__summary">
      <span className="reward-row__picture" aria-hidden="true">
        {request.picture ?? '🎁'}
      </span>
      <div className="reward-row__words">
        <p className="reward-row__title">
          {name}: “{request.title}”
        </p>
        <p className="reward-row__details">
          {starsInWords(request.cost)} · asked by {whoText(request.by, name)},{' '}
          {whenText(request.madeAt)}
          {granted && ` · granted ${whenText(granted.at)}`}
        </p>
      </div>
    </div>
  );
}

function WaitingRow({
  rewards,
  kids,
  item: { kidId, request },
}: {
  rewards: RewardsActor;
  kids: readonly Kid[];
  item: WaitingRequest;
}) {
  const kid = useSelector(rewards, selectKidRewards(kidId));
  const [decliningOpen, setDecliningOpen] = useState(false);
  const name = nameOf(kids, kidId);
  const grantable = kid !== null && canGrant(request, kid);
  const noteId = useId();
  const named = `${name}’s “${request.title}”`;
  return (
    <li className="request-row">
      <RequestWords name={name} request={request} />
      {request.state === 'needsGrownUp' && (
        <p id={noteId} className="request-row__note">
          Asked for with more stars than there were to spend.{' '}
          {grantable
            ? 'It fits now.'
            : `${starsInWords(kid?.spendable ?? 0)} to spend now: not enough yet.`}
        </p>
      )}
      {decliningOpen ? (
        <DeclineForm
          rewards={rewards}
          kidId={kidId}
          request={request}
          named={named}
          onDone={() => setDecliningOpen(false)}
        />
      ) : (
        <div className="request-row__actions">
          <button
            className="button button--primary"
            type="button"
            disabled={!grantable}
            aria-label={`Grant ${named}`}
            aria-describedby={request.state === 'needsGrownUp' ? noteId : undefined}
            onClick={() => rewards.send({ type: 'request.grant', kidId, requestId: request.id })}
          >
            Grant
          </button>
          <button
            className="button button--soft"
            type="button"
            aria-label={`Turn down ${named}`}
            onClick={() => setDecliningOpen(true)}
          >
            Turn down
          </button>
        </div>
      )}
    </li>
  );
}

/** A turn-down, with a reason if the grown-up gives one. */
function DeclineForm({
  rewards,
  kidId,
  request,
  named,
  onDone,
}: {
  rewards: RewardsActor;
  kidId: string;
  request: RewardRequest;
  named: string;
  onDone: () => void;
}) {
  return (
    <ReasonForm
      rewards={rewards}
      check={optionalReasonProblem}
      mine={(write) =>
        write.kind === 'entry' &&
        write.entry.type === 'decline' &&
        write.entry.request === request.id
      }
      send={(reason) =>
        rewards.send({ type: 'request.decline', kidId, requestId: request.id, reason })
      }
      onDone={onDone}
      className="request-row__form"
      name={`Turn down ${named}`}
      fieldLabel="Why? (if you like)"
      submitLabel="Turn down"
    />
  );
}
