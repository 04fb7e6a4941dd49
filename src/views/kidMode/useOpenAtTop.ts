import { useLayoutEffect } from 'react';

/**
 * A kid mode page opens at its top whenever what it shows changes (`key`): the page it replaced
 * (the Family page, another kid's) may have been scrolled far down.
 */
export function useOpenAtTop(key: string): void {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
