import { useEffect, useId, useRef } from 'react';
import type { Kid } from '../../../machines/domain/family';

/**
 * "Remove Ada?": says what goes and what stays. A modal dialog (the page behind is inert),
 * opened with focus on "Cancel"; Escape cancels.
 */
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.hasAttribute('open')) return;
    // jsdom has no showModal; there the dialog is simply shown.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    cancelRef.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="remove-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p className="remove-dialog__emoji" aria-hidden="true">
        {kid.emoji}
      </p>
      <h2 id={titleId} className="remove-dialog__title">
        Remove {kid.name}?
      </h2>
      <p id={textId} className="remove-dialog__text">
        {kid.name}’s column and routine will be removed. {kid.name}’s past days stay in the family’s
        history.
      </p>
      <div className="remove-dialog__actions">
        <button ref={cancelRef} className="button button--soft" type="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          className="button button--danger"
          type="button"
          disabled={removing}
          onClick={onConfirm}
        >
          {removing ? 'Removing…' : `Yes, remove ${kid.name}`}
        </button>
      </div>
    </dialog>
  );
}
