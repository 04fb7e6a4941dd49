import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import type { Kid } from '../../../machines/domain/family';
import type { HistoryItem } from '../../../machines/domain/rewardHistory';
import { reasonProblem, selectHistoryLoaded, selectKidRewards } from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { whenText, whoText } from './rewardWords';
import { ReasonForm } from './ReasonForm';

/**
 * One kid's history at a time, once picked, newest first, each entry in plain words with who and when; a
 * grant, a "given", a bonus or a take-back may be reversed, with a reason (both entries kept).
 */
export function HistorySection({ rewards, kids }: { rewards: RewardsActor; kids: readonly Kid[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  // None until picked: a kid's history reads their whole ledger, so only once asked for.
  const kid = kids.find((each) => each.id === picked);
  const pickerId = useId();
  return (
    <section className="rewards-section" aria-labelledby="rewards-history">
      <h2 id="rewards-history" className="rewards-page__heading">
        History
      </h2>
      <div className="history-kids" role="group" aria-labelledby={pickerId}>
        <span id={pickerId} className="visually-hidden">
          Whose history
        </span>
        {kids.map((each) => (
          <button
            key={each.id}
            className="reward-form__kid"
            type="button"
            aria-pressed={each.id === kid?.id}
            onClick={() => setPicked(each.id)}
          >
            <span aria-hidden="true">{each.emoji} </span>
            {each.name}
          </button>
        ))}
      </div>
      {kid ? (
        <KidHistory key={kid.id} rewards={rewards} kid={kid} />
      ) : (
        <p className="rewards-section__empty">Pick a kid to see their history.</p>
      )}
    </section>
  );
}

/** The kid's whole ledger is read while their history shows: years of it, so only then. */
function KidHistory({ rewards, kid }: { rewards: RewardsActor; kid: Kid }) {
  useEffect(() => {
    rewards.send({ type: 'history.show', kidId: kid.id });
    return () => rewards.send({ type: 'history.hide' });
  }, [rewards, kid.id]);
  const loaded = useSelector(rewards, selectHistoryLoaded(kid.id));
  const history = useSelector(rewards, selectKidRewards(kid.id))?.history ?? [];
  if (!loaded) {
    return (
      <p className="rewards-section__empty" role="status">
        Loading…
      </p>
    );
  }
  if (history.length === 0) {
    return <p className="rewards-section__empty">Nothing yet in {kid.name}’s history.</p>;
  }
  return (
    <ol className="history-list" aria-label={`${kid.name}’s history, newest first`}>
      {history.map((item) => (
        <HistoryRow key={item.entry.id} rewards={rewards} kid={kid} item={item} />
      ))}
    </ol>
  );
}

function HistoryRow({
  rewards,
  kid,
  item,
}: {
  rewards: RewardsActor;
  kid: Kid;
  item: HistoryItem;
}) {
  const [reversing, setReversing] = useState(false);
  const { entry } = item;
  return (
    <li className={`history-row${item.reversed ? ' history-row--reversed' : ''}`}>
      <p className="history-row__line">
        {item.line}
        {item.reversed && <span className="history-row__tag"> (reversed)</span>}
      </p>
      <p className="history-row__who">
        By {whoText(entry.by, kid.name)}, {whenText(entry.at)}
      </p>
      {item.reversible &&
        (reversing ? (
          <ReverseForm rewards={rewards} kid={kid} item={item} onDone={() => setReversing(false)} />
        ) : (
          <button
            className="button button--quiet"
            type="button"
            aria-label={`Reverse: ${item.line}`}
            onClick={() => setReversing(true)}
          >
            Reverse
          </button>
        ))}
    </li>
  );
}

/** A reversal needs a reason: it is a new entry, and both stay in the history. */
function ReverseForm({
  rewards,
  kid,
  item,
  onDone,
}: {
  rewards: RewardsActor;
  kid: Kid;
  item: HistoryItem;
  onDone: () => void;
}) {
  return (
    <ReasonForm
      rewards={rewards}
      check={reasonProblem}
      mine={(write) =>
        write.kind === 'entry' &&
        write.kidId === kid.id &&
        write.entry.type === 'reversal' &&
        write.entry.entry === item.entry.id
      }
      send={(reason) =>
        rewards.send({ type: 'entry.reverse', kidId: kid.id, entryId: item.entry.id, reason })
      }
      onDone={onDone}
      className="history-row__form"
      name={`Reverse: ${item.line}`}
      fieldLabel="Why reverse it?"
      submitLabel="Reverse"
    />
  );
}
