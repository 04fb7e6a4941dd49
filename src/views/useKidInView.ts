import type { Kid } from '../../machines/domain/family';
import { selectKidInView } from '../../machines/app';
import { AppActorContext } from '../app/appActorContext';

/**
 * The kid in view on a board of tabs (the app machine holds it, so the entry box can give a new
 * task to that kid), and a way to show another. A kid no longer in the family: the first kid.
 */
export function useKidInView(kids: readonly Kid[]): [string | null, (kidId: string) => void] {
  const app = AppActorContext.useActorRef();
  const chosen = AppActorContext.useSelector(selectKidInView);
  const inView = kids.some((kid) => kid.id === chosen) ? chosen : (kids[0]?.id ?? null);
  return [inView, (kidId) => app.send({ type: 'board.showKid', kidId })];
}
