import { useEffect } from 'react';
import type { TitleEditorRef } from '../../machines/titleEditor';

/**
 * Tells an open title editor the title as stored whenever it changes (another device, or its own
 * save arriving): an unchanged draft is then not saved over a title renamed elsewhere.
 */
export function useHeardTitle(editor: TitleEditorRef, title: string): void {
  useEffect(() => {
    editor.send({ type: 'title.heard', title });
  }, [editor, title]);
}
