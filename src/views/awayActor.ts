import { createContext, useContext } from 'react';
import type { AwayActor } from '../app/away/useAwayMachine';
import type { KeptAway } from '../app/deviceStorage';

/**
 * The family's away machine, shared by every view that shows or writes away days: the Day
 * view's notes and stars, the Week view and the Family view.
 */
export const AwayActorContext = createContext<AwayActor | null>(null);

export function useAwayActor(): AwayActor {
  const actor = useContext(AwayActorContext);
  if (!actor) throw new Error('useAwayActor needs the family’s screens around it.');
  return actor;
}

/** The away days this device last heard covering the family's today (`null`: none kept). */
export const KeptAwayContext = createContext<KeptAway | null>(null);

export function useKeptAway(): KeptAway | null {
  return useContext(KeptAwayContext);
}
