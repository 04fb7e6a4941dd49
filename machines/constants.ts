/** The product's constants (docs/design.md "Limits"), in one place. */

/** Listeners are re-armed this often, since mobile browsers let them go stale. */
export const LISTENER_REARM_MS = 3_600_000;
/**
 * The longest the page waits between looks at the family's date. It looks at the family's next
 * day start itself; this is the safety net for a device that slept or whose clock or zone changed.
 */
export const DAY_CHECK_MS = 600_000;
/** The look at the next day start comes this long after it, so the new day has surely begun. */
export const DAY_START_MARGIN_MS = 1_000;
/** Firebase gives up on a transaction after 25 tries; so do we. */
export const MAX_TRANSACTION_ATTEMPTS = 25;
/** The largest string either store accepts, in UTF-8 bytes. */
export const MAX_STRING_BYTES = 10_485_760;
/** The longest key either store accepts, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 768;
/**
 * The longest path either store accepts, in UTF-8 bytes counted with a leading "/", and its
 * most keys: the limits the Firebase SDK enforces, so both backends refuse the same writes.
 */
export const MAX_PATH_BYTES = 768;
export const MAX_PATH_DEPTH = 32;
/** A task's `order` when none is stored. */
export const DEFAULT_TASK_ORDER = 1;
/** Dates in addresses and in the store. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Dates are parsed at this local time so that a DST shift cannot move them to another day. */
export const DATE_PARSE_ANCHOR = '01:01:01';
/** How long "Undo" is offered after a delete. */
export const UNDO_WINDOW_MS = 6_000;
/**
 * After a delete, a further delete within this long is the same tap's second half (a kid's
 * double tap): the row below has moved up under the finger and is not deleted.
 */
export const DELETE_SETTLES_MS = 600;
/** A listener that failed is retried after this long, doubling up to the maximum. */
export const LISTENER_RETRY_BASE_MS = 1_000;
export const LISTENER_RETRY_MAX_MS = 60_000;
