import type { Kid } from '../../../machines/domain/family';
import { ConfirmDialog } from '../ConfirmDialog';

/** "Remove Ada?": her column and routine go; her past days stay. */
export function RemoveKidDialog({
  kid,
  removing,
  onConfirm,
  onCancel,
}: {
  kid: Kid;
  /** The removal is being written. */
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      emoji={kid.emoji}
      title={`Remove ${kid.name}?`}
      confirmLabel={`Yes, remove ${kid.name}`}
      busyLabel="Removing…"
      busy={removing}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {kid.name}’s column and routine will be removed. {kid.name}’s past days stay in the family’s
      history.
    </ConfirmDialog>
  );
}
