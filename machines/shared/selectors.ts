/**
 * A selector for an actor the app may not have started yet: `none` until it has, then what
 * `selector` reads from its snapshot.
 */
export function untilStarted<Snapshot, T>(
  selector: (snapshot: Snapshot) => T,
  none: T,
): (snapshot: Snapshot | undefined) => T {
  return (snapshot) => (snapshot === undefined ? none : selector(snapshot));
}
