import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is, or has been, printed: the chart for the fridge is drawn only then, so
 * opening the week never spends time on a chart no screen shows. The print button, the browser's
 * own Print (beforeprint) and a print preview by media (`print` matching) each draw it before
 * the page is laid out for paper; once drawn it stays.
 */
export function usePrinting(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (printing) return;
    const draw = () => flushSync(() => setPrinting(true));
    window.addEventListener('beforeprint', draw);
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const drawWhenPrint = (event: MediaQueryListEvent) => {
      if (event.matches) draw();
    };
    media?.addEventListener('change', drawWhenPrint);
    if (media?.matches) draw();
    return () => {
      window.removeEventListener('beforeprint', draw);
      media?.removeEventListener('change', drawWhenPrint);
    };
  }, [printing]);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
