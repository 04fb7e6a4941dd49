import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Kid } from '../../../machines/domain/family';
import { visibleTrim } from '../../../machines/domain/text';
import {
  parseStars,
  reasonProblem,
  selectKidRewards,
  starsProblem,
  type RewardsWrite,
} from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { kidStyle } from '../kidStyle';
import { TextField, useFocusFirstProblem } from './Field';
import { starsInWords } from './rewardWords';
import { useWriteEnd } from './useWriteEnd';

/** Each kid's stars: to spend, held by asks; a bonus or a take-back, each with a reason. */
export function StarsSection({ rewards, kids }: { rewards: RewardsActor; kids: readonly Kid[] }) {
  return (
    <section className="rewards-section" aria-labelledby="rewards-stars">
      <h2 id="rewards-stars" className="rewards-page__heading">
        Stars
      </h2>
      <ul className="stars-cards">
        {kids.map((kid) => (
          <KidStars key={kid.id} rewards={rewards} kid={kid} />
        ))}
      </ul>
    </section>
  );
}

type Kind = 'bonus' | 'takeBack';

function KidStars({ rewards, kid }: { rewards: RewardsActor; kid: Kid }) {
  const stars = useSelector(rewards, selectKidRewards(kid.id));
  const [typed, setTyped] = useState({ stars: '', reason: '' });
  const [tries, setTries] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  useFocusFirstProblem(form, tries);
  const problems = {
    stars: tries > 0 ? starsProblem(typed.stars) : null,
    reason: tries > 0 ? reasonProblem(typed.reason) : null,
  };
  const mine = (write: RewardsWrite) =>
    write.kind === 'entry' &&
    write.kidId === kid.id &&
    (write.entry.type === 'bonus' || write.entry.type === 'takeBack') &&
    write.entry.stars === parseStars(typed.stars) &&
    write.entry.reason === visibleTrim(typed.reason);
  useWriteEnd(rewards, mine, {
    onSaved: () => {
      setTyped({ stars: '', reason: '' });
      setTries(0);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const kind: Kind = submitter?.getAttribute('value') === 'takeBack' ? 'takeBack' : 'bonus';
    setTries((count) => count + 1);
    const count = parseStars(typed.stars);
    if (count === null || reasonProblem(typed.reason) !== null) return;
    rewards.send({
      type: kind === 'bonus' ? 'bonus.give' : 'stars.takeBack',
      kidId: kid.id,
      stars: count,
      reason: typed.reason,
    });
  }

  return (
    <li className="card stars-card" style={kidStyle(kid.color)} aria-labelledby={headingId}>
      <h3 id={headingId} className="rewards-page__subheading">
        <span aria-hidden="true">{kid.emoji} </span>
        {kid.name}
      </h3>
      {stars && (
        <p className="stars-card__balance">
          <strong>{starsInWords(stars.spendable)} to spend</strong>
          {stars.held > 0 && ` · ${starsInWords(stars.held)} held by asks`}
        </p>
      )}
      <form
        ref={form}
        className="stars-card__form"
        onSubmit={handleSubmit}
        noValidate
        aria-label={`Bonus or take-back for ${kid.name}`}
      >
        <TextField
          label="Stars"
          value={typed.stars}
          onChange={(value) => setTyped((was) => ({ ...was, stars: value }))}
          problem={problems.stars}
          numeric
        />
        <TextField
          label="Reason"
          value={typed.reason}
          onChange={(value) => setTyped((was) => ({ ...was, reason: value }))}
          problem={problems.reason}
        />
        <div className="stars-card__actions">
          <button
            className="button button--primary"
            type="submit"
            value="bonus"
            aria-label={`Give bonus to ${kid.name}`}
          >
            Give bonus
          </button>
          <button
            className="button button--soft"
            type="submit"
            value="takeBack"
            aria-label={`Take back from ${kid.name}`}
          >
            Take back
          </button>
        </div>
      </form>
    </li>
  );
}
