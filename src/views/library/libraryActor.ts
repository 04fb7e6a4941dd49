import { createContext, useContext } from 'react';
import type { LibraryActor } from '../../app/library/useLibrary';

/** The Library view's actor, shared with its parts, which read with selectors and send events. */
export const LibraryActorContext = createContext<LibraryActor | null>(null);

export function useLibraryActor(): LibraryActor {
  const library = useContext(LibraryActorContext);
  if (!library) throw new Error('useLibraryActor needs the Library view around it.');
  return library;
}
