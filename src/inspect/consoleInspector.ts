import type { ActorRefLike, AnyActorRef, InspectionEvent, StateValue } from 'xstate';
import type { InspectOption } from './inspectMode';

/** The parts of an actor a log line names it by (any actor has them; the type hides some). */
type NamedActor = ActorRefLike &
  Partial<Pick<AnyActorRef, 'id' | 'src' | '_parent'>> & {
    systemId?: string;
  };

function machineId(src: NamedActor['src']): string | undefined {
  if (typeof src !== 'object' || src === null || !('id' in src)) return undefined;
  return typeof src.id === 'string' ? src.id : undefined;
}

/**
 * `app(x:0)/dayBoard`: a root actor by its machine and session, a child by its path from the
 * root; `{system id}` follows when it differs from the id.
 */
export function describeActor(actorRef: ActorRefLike): string {
  const actor = actorRef as NamedActor;
  const parent = actor._parent;
  const own = parent
    ? (actor.id ?? actor.sessionId)
    : `${machineId(actor.src) ?? actor.id ?? 'actor'}(${actor.sessionId})`;
  const system = actor.systemId && actor.systemId !== actor.id ? `{${actor.systemId}}` : '';
  return parent ? `${describeActor(parent)}/${own}${system}` : `${own}${system}`;
}

/** `connection.listening.arming, clock.waiting`: every active leaf by its path. */
export function describeStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, inner]) => {
      if (inner === undefined) return key;
      const below = describeStateValue(inner);
      return below.split(', ').map((leaf) => `${key}.${leaf}`);
    })
    .flat()
    .join(', ');
}

function describeSnapshot(snapshot: unknown): string {
  if (typeof snapshot !== 'object' || snapshot === null) return String(snapshot);
  const { value, status } = snapshot as { value?: StateValue; status?: string };
  if (value === undefined) return status ?? 'unknown';
  const state = describeStateValue(value);
  return status && status !== 'active' ? `${state} (${status})` : state;
}

/**
 * One readable line for the inspection events a maintainer follows: an actor starting, and
 * each event an actor took with the state it left the actor in. `undefined` for the finer
 * ones (microsteps, actions, raw deliveries), which the Stately inspector shows instead.
 */
export function describeInspectionEvent(inspectionEvent: InspectionEvent): string | undefined {
  const who = describeActor(inspectionEvent.actorRef);
  switch (inspectionEvent.type) {
    case '@xstate.actor':
      return `[inspect] ${who} started`;
    case '@xstate.snapshot':
      return `[inspect] ${who}: ${inspectionEvent.event.type} -> ${describeSnapshot(inspectionEvent.snapshot)}`;
    default:
      return undefined;
  }
}

/** An `inspect` observer that writes each event's line (to the console by default). */
export function createConsoleInspector(
  write: (line: string) => void = (line) => console.log(line),
): InspectOption {
  return (inspectionEvent: InspectionEvent) => {
    const line = describeInspectionEvent(inspectionEvent);
    if (line !== undefined) write(line);
  };
}
