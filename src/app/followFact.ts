import { fromCallback, type EventObject } from 'xstate';

/** An actor that owns a fact: its snapshot now, and each one after it. */
export interface FactOwner<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * The callback actor a machine invokes to follow one fact another actor owns. `read` takes the
 * fact from the owner's snapshots (`undefined`: the owner says nothing about it now), and `heard`
 * makes the event the machine is sent, only when the fact differs from the last one the machine
 * has: first the one it started from (the invoke's input), then each one sent. The same value
 * again, or the owner changing anything else, sends nothing.
 */
export function followFact<TSnapshot, TFact, THeard extends EventObject>(
  owner: FactOwner<TSnapshot>,
  read: (snapshot: TSnapshot) => TFact | undefined,
  heard: (fact: TFact) => THeard,
  same: (a: TFact, b: TFact) => boolean = Object.is,
) {
  return fromCallback<EventObject, TFact>(({ input, sendBack }) => {
    let last = input;
    const check = (snapshot: TSnapshot) => {
      const fact = read(snapshot);
      if (fact === undefined || same(fact, last)) return;
      last = fact;
      sendBack(heard(fact));
    };
    // What changed between the machine's start and this follower's.
    check(owner.getSnapshot());
    const subscription = owner.subscribe(check);
    return () => subscription.unsubscribe();
  });
}

/** Two values that read the same, key by key (the facts followed are plain data). */
export const sameValue = <T>(a: T, b: T): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
