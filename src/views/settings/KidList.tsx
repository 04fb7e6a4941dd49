import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { FamilySettingsActor } from '../../app/settings/useFamilySettings';
import { useDragReorder } from '../useDragReorder';
import { KidCard, type MoveDirection } from './KidCard';
import { RemoveKidDialog } from './RemoveKidDialog';
import {
  selectError,
  selectIsRemoving,
  selectKids,
  selectRemoving,
} from '../../../machines/familySettings';

/** Where focus goes once the page settles after a move or a removal. */
type FocusAfter =
  | { kind: 'move'; kidId: string; direction: MoveDirection }
  | { kind: 'cancelled' | 'removed'; kidId: string };

/** The kids in column order: drag a card, or use its arrows, to change the order. */
export function KidList({ settings }: { settings: FamilySettingsActor }) {
  const kids = useSelector(settings, selectKids);
  const removing = useSelector(settings, selectRemoving);
  const isRemoving = useSelector(settings, selectIsRemoving);
  const error = useSelector(settings, selectError);
  const { itemProps } = useDragReorder((from, to) => settings.send({ type: 'kid.move', from, to }));
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);

  // A moved card is taken out of the page and put back, which loses its focus; the dialog
  // gives focus back when it closes: to the card's "Remove" button, or past the removed kid.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || removing) return;
    const card = listRef.current?.querySelector(`[data-kid-id="${CSS.escape(wanted.kidId)}"]`);
    if (wanted.kind === 'removed' && card && !error) return; // Not gone yet.
    focusAfter.current = null;
    // Focus someone already moved on to (typing a new kid's name) stays where it is.
    const active = document.activeElement;
    const moved =
      active && active !== document.body && active.isConnected && !active.closest('dialog');
    if (moved) return;
    const target =
      wanted.kind === 'move'
        ? (card?.querySelector<HTMLElement>(`[data-move="${wanted.direction}"]:not(:disabled)`) ??
          card?.querySelector<HTMLElement>('[data-move]:not(:disabled)'))
        : card?.querySelector<HTMLElement>('[data-remove]');
    (target ?? headingRef.current)?.focus();
  }, [kids, removing, error]);

  return (
    <section className="kid-settings" aria-labelledby="kids-heading">
      <div className="kid-settings__intro">
        <h2 id="kids-heading" ref={headingRef} tabIndex={-1} className="settings-page__heading">
          Kids
        </h2>
        <p className="kid-settings__lead">
          Their columns follow this order. Drag a card or use the arrows to move a kid.
        </p>
      </div>
      <ol ref={listRef} className="kid-settings__list">
        {kids.map((kid, index) => (
          <KidCard
            key={kid.id}
            kid={kid}
            index={index}
            count={kids.length}
            settings={settings}
            dragProps={itemProps(index)}
            onMove={(direction) => {
              focusAfter.current = { kind: 'move', kidId: kid.id, direction };
              const to = direction === 'up' ? index - 1 : index + 1;
              settings.send({ type: 'kid.move', from: index, to });
            }}
          />
        ))}
      </ol>
      {removing && (
        <RemoveKidDialog
          kid={removing}
          removing={isRemoving}
          onConfirm={() => {
            focusAfter.current = { kind: 'removed', kidId: removing.id };
            settings.send({ type: 'kid.confirmRemove' });
          }}
          onCancel={() => {
            focusAfter.current = { kind: 'cancelled', kidId: removing.id };
            settings.send({ type: 'kid.cancelRemove' });
          }}
        />
      )}
    </section>
  );
}
