/**
 * Plain-words headlines for the error codes the store and the app report (docs/design.md "Errors
 * and logging").
 */
const HEADLINES: Record<string, string> = {
  VALUE_TOO_LARGE: 'That’s too long to save. Please shorten it.',
  QUOTAEXCEEDEDERROR: 'This device’s storage is full. Free some space, then try again.',
  SECURITYERROR: 'This browser is blocking Kids To-Do from saving (a private window?).',
  STORAGE_FAILED: 'This browser couldn’t save that. Reload the page and try again.',
  TASK_DELETED: 'This task was deleted on another device.',
  PAST_DAY: 'This day is over. A grown-up can put it right.',
  TOO_LONG: 'That’s too long to save. Please shorten it.',
  TOO_MANY_KIDS: 'This family has as many kids as it can have.',
  INVALID_KEY: 'That couldn’t be saved.',
  INVALID_VALUE: 'That couldn’t be saved.',
  PERMISSION_DENIED: 'You don’t have permission to change this family.',
  INVITE_NOT_VALID: 'The invite has expired, or the link is not quite right.',
  DATASTALE: 'Kids To-Do was updated in another tab. Reload this page to keep going.',
  NO_KIDS: 'Add at least one kid’s name to start.',
  EMPTY_GROUP: 'This group has no tasks to add yet.',
  GROUP_NOT_FOUND: 'That group is no longer in the library.',
  MAXRETRY: 'That couldn’t be saved: the same list kept changing. Please try again.',
  CHECKS_NOT_LOADED:
    'Part of Kids To-Do didn’t load, so that wasn’t saved. Check the connection, then try again.',
  RECOUNT_NOT_LOADED:
    'That was saved, but part of Kids To-Do didn’t load, so the stars of the weeks since may be counted wrong. Check the connection, then reload.',
  SET: 'A newer change to the same list replaced that one.',
};

const DEFAULT_HEADLINE = 'Something went wrong while saving.';

export function errorHeadline(code: string): string {
  return HEADLINES[code] ?? DEFAULT_HEADLINE;
}

/** Codes only a reload can fix: the banner offers a Reload button. */
export function needsReload(code: string): boolean {
  return code === 'DATASTALE';
}
