/** How the Rewards page says who did what, and when. */
import type { Kid } from '../../../machines/domain/family';
import { starsInWords } from '../../../machines/domain/rewardHistory';
import type { Maker, Reward } from '../../../machines/domain/rewards';
import { whenText } from '../whenText';

export { starsInWords, whenText };

/** The kid's name, or their id for a kid no longer in the family. */
export const nameOf = (kids: readonly Kid[], kidId: string): string =>
  kids.find((kid) => kid.id === kidId)?.name ?? kidId;

/** Who made an entry: a grown-up, or the kid on a device in kid mode. */
export const whoText = (by: Maker, kidName: string): string =>
  by === 'kid' ? `${kidName}, in kid mode` : 'a grown-up';

/** "Every kid", or "Ada and Ben". */
export function forWhom(reward: Pick<Reward, 'kids'>, kids: readonly Kid[]): string {
  if (reward.kids === undefined) return 'Every kid';
  const names = reward.kids.map((kidId) => nameOf(kids, kidId));
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
