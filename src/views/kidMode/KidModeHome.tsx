import { useSelector } from '@xstate/react';
import { selectFamilyId } from '../../../machines/dayBoard';
import { selectConfigLoaded, selectKids } from '../../../machines/listeners';
import { DayView } from '../DayView';
import { useFamilyActors } from '../familyActors';
import { WhoAreYou } from './WhoAreYou';
import { useColumnsFit } from './useColumnsFit';
import { useOpenAtTop } from './useOpenAtTop';
import './kidMode.css';

/**
 * Kid mode for the whole family, on today's address: every kid's column side by side where they
 * fit at a readable width, otherwise (a phone, six kids on a tablet) "Who are you?".
 */
export function KidModeHome() {
  const { board, listeners } = useFamilyActors();
  const familyId = useSelector(board, selectFamilyId);
  const loaded = useSelector(listeners, selectConfigLoaded);
  const kids = useSelector(listeners, selectKids);
  const fit = useColumnsFit(kids.length);
  useOpenAtTop('home');
  return loaded && !fit ? <WhoAreYou familyId={familyId} kids={kids} /> : <DayView kidMode />;
}
