import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { kidPath } from '../../../machines/route';
import { progress } from '../../../machines/dayBoard';
import type { Kid } from '../../../machines/domain/family';
import { selectFamilyName } from '../../../machines/listeners';
import { useFamilyActors } from '../familyActors';
import { kidStyle } from '../kidStyle';
import { selectKidTasks } from '../listContext';
import { useFollowLink } from '../useFollowLink';

/**
 * "Who are you?": one big avatar per kid (emoji, colour, name), each a link to that kid's page.
 * Choosing changes nothing stored, so nothing asks a grown-up.
 */
export function WhoAreYou({ familyId, kids }: { familyId: string; kids: readonly Kid[] }) {
  const { listeners } = useFamilyActors();
  const familyName = useSelector(listeners, selectFamilyName);
  return (
    <div className="page kid-picker">
      <header className="kid-picker__header">
        <p className="day-heading__family">{familyName ?? '\u00a0'}</p>
        <h1 className="kid-picker__title" id="who-are-you">
          Who are you?
        </h1>
      </header>
      <main>
        <ul className="kid-picker__list" aria-labelledby="who-are-you">
          {kids.map((kid) => (
            <li key={kid.id}>
              <KidAvatar familyId={familyId} kid={kid} />
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}

function KidAvatar({ familyId, kid }: { familyId: string; kid: Kid }) {
  const { listeners } = useFamilyActors();
  const follow = useFollowLink();
  const selectTasks = useMemo(() => selectKidTasks('day', kid.id), [kid.id]);
  const tasks = useSelector(listeners, selectTasks);
  const { done, total } = progress(tasks ?? []);
  const href = kidPath(encodeURIComponent(familyId), kid.id);
  return (
    <a
      className="kid-picker__kid"
      href={href}
      style={kidStyle(kid.color)}
      onClick={(event) => follow(event, href)}
    >
      <span className="kid-picker__emoji" aria-hidden="true">
        {kid.emoji}
      </span>
      <span className="kid-picker__name">{kid.name}</span>
      {total > 0 && (
        // How far along: a bar to see, not to read; all done, a party.
        <span className="kid-picker__progress" aria-hidden="true">
          {done === total ? (
            '🎉'
          ) : (
            <span className="kid-picker__bar">
              <span style={{ width: `${(100 * done) / total}%` }} />
            </span>
          )}
        </span>
      )}
    </a>
  );
}
