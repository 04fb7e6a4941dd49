import { useId, useRef, type ReactNode } from 'react';
import { useShowModal } from './useShowModal';

/**
 * "Remove …?": a modal question (the page behind is inert), opened with focus on "Cancel";
 * Escape cancels. Says what goes and what stays.
 */
export function ConfirmDialog({
  emoji,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  emoji: string;
  title: string;
  /** What confirming does, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The change is being written. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useShowModal(dialogRef, () => cancelRef.current?.focus());

  return (
    <dialog
      ref={dialogRef}
      className="remove-dialog"
      data-no-last-frame
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
        {emoji}
      </p>
      <h2 id={titleId} className="remove-dialog__title">
        {title}
      </h2>
      <p id={textId} className="remove-dialog__text">
        {children}
      </p>
      <div className="remove-dialog__actions">
        <button ref={cancelRef} className="button button--soft" type="button" onClick={onCancel}>
          Cancel
        </button>
        <button className="button button--danger" type="button" disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
