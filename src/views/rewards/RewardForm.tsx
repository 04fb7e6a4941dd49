import { useId, useRef, useState, type FormEvent } from 'react';
import type { Kid } from '../../../machines/domain/family';
import { pictureName } from '../../../machines/domain/pictures';
import type { Reward } from '../../../machines/domain/rewards';
import { visibleTrim } from '../../../machines/domain/text';
import {
  parseStars,
  starsProblem,
  titleProblem,
  type RewardDraft,
  type RewardsWrite,
} from '../../../machines/rewards';
import type { RewardsActor } from '../../app/rewards/useRewards';
import { PictureButtons } from '../PicturePicker';
import { TextField, useFocusFirstProblem } from './Field';
import { useWriteEnd } from './useWriteEnd';

interface Typed {
  title: string;
  picture: string | null;
  cost: string;
  /** `null`: every kid. */
  kids: readonly string[] | null;
  needsYes: boolean;
}

const EMPTY: Typed = { title: '', picture: null, cost: '', kids: null, needsYes: true };

const typedOf = (reward: Reward): Typed => ({
  title: reward.title,
  picture: reward.picture ?? null,
  cost: String(reward.cost),
  kids: reward.kids ?? null,
  needsYes: reward.needsYes,
});

/**
 * A reward's title, picture, cost, kids and whether it needs a grown-up's yes: a new one
 * (`reward` absent: "Add reward"), or one of the catalogue ("Save"). What is typed stays until
 * it is saved.
 */
export function RewardForm({
  rewards,
  kids,
  reward,
  onDone,
}: {
  rewards: RewardsActor;
  kids: readonly Kid[];
  reward?: Reward;
  /** The edit is saved or cancelled. */
  onDone?: () => void;
}) {
  const [typed, setTyped] = useState<Typed>(() => (reward ? typedOf(reward) : EMPTY));
  const [tries, setTries] = useState(0);
  const [choosingPicture, setChoosingPicture] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ids = { heading: useId(), kids: useId(), pictures: useId() };
  useFocusFirstProblem(form, tries);
  const problems = {
    title: tries > 0 ? titleProblem(typed.title) : null,
    cost: tries > 0 ? starsProblem(typed.cost) : null,
  };
  const change = (fields: Partial<Typed>) => setTyped((was) => ({ ...was, ...fields }));

  const mine = (write: RewardsWrite) =>
    write.kind === 'reward' &&
    (reward
      ? write.rewardId === reward.id
      : write.rewardId === null && write.reward.title === visibleTrim(typed.title));
  useWriteEnd(rewards, mine, {
    onSaved: () => {
      if (reward) onDone?.();
      else {
        setTyped(EMPTY);
        setTries(0);
      }
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTries((count) => count + 1);
    const cost = parseStars(typed.cost);
    if (titleProblem(typed.title) !== null || cost === null) return;
    const draft: RewardDraft = {
      title: typed.title,
      cost,
      needsYes: typed.needsYes,
      ...(typed.picture !== null && { picture: typed.picture }),
      ...(typed.kids !== null && { kids: typed.kids }),
    };
    rewards.send(
      reward
        ? { type: 'reward.edit', rewardId: reward.id, reward: draft }
        : { type: 'reward.add', reward: draft },
    );
  }

  const toggleKid = (kidId: string) => {
    const picked = typed.kids ?? [];
    const next = picked.includes(kidId)
      ? picked.filter((id) => id !== kidId)
      : kids.map((kid) => kid.id).filter((id) => id === kidId || picked.includes(id));
    change({ kids: next.length === 0 ? null : next });
  };

  return (
    <form
      ref={form}
      className={reward ? 'reward-form reward-form--edit' : 'card reward-form'}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={ids.heading}
    >
      <h3 id={ids.heading} className="rewards-page__subheading">
        {reward ? `Change “${reward.title}”` : 'New reward'}
      </h3>
      <TextField
        label="What is the reward?"
        value={typed.title}
        onChange={(title) => change({ title })}
        problem={problems.title}
      />
      <TextField
        label="Cost in stars"
        value={typed.cost}
        onChange={(cost) => change({ cost })}
        problem={problems.cost}
        numeric
        hint="1 to 1,000 stars"
      />
      <div className="reward-form__picture">
        <button
          className="button button--soft"
          type="button"
          aria-expanded={choosingPicture}
          aria-controls={ids.pictures}
          onClick={() => setChoosingPicture((was) => !was)}
        >
          <span aria-hidden="true">{typed.picture ?? '🖼️'} </span>
          Picture: {typed.picture === null ? 'none' : pictureName(typed.picture)}
        </button>
        <div id={ids.pictures} hidden={!choosingPicture}>
          {choosingPicture && (
            <PictureButtons
              picture={typed.picture}
              label="Picture of the reward"
              onPick={(picture) => change({ picture })}
            />
          )}
        </div>
      </div>
      <div className="reward-form__kids" role="group" aria-labelledby={ids.kids}>
        <span id={ids.kids} className="field__label field__label--small">
          For
        </span>
        <button
          className="reward-form__kid"
          type="button"
          aria-pressed={typed.kids === null}
          onClick={() => change({ kids: null })}
        >
          Every kid
        </button>
        {kids.map((kid) => (
          <button
            key={kid.id}
            className="reward-form__kid"
            type="button"
            aria-pressed={typed.kids?.includes(kid.id) ?? false}
            onClick={() => toggleKid(kid.id)}
          >
            <span aria-hidden="true">{kid.emoji} </span>
            {kid.name}
          </button>
        ))}
      </div>
      <label className="reward-form__yes">
        <input
          type="checkbox"
          checked={typed.needsYes}
          onChange={(event) => change({ needsYes: event.target.checked })}
        />
        Needs a grown-up’s yes
      </label>
      <div className="reward-form__actions">
        <button className="button button--primary" type="submit">
          {reward ? 'Save' : 'Add reward'}
        </button>
        {reward && (
          <button className="button button--soft" type="button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
