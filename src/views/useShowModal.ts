import { useEffect, type RefObject } from 'react';

/** Opens a `<dialog>` as a modal once it is in the page (the page behind it is inert). */
export function useShowModal(dialogRef: RefObject<HTMLDialogElement | null>, onOpen?: () => void) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.hasAttribute('open')) return;
    // jsdom has no showModal; there the dialog is simply shown.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    onOpen?.();
    // Once, when it first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
