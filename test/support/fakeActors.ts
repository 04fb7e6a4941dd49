import { fromCallback, fromPromise, type AnyActorLogic, type AnyEventObject } from 'xstate';

/** One start of an invoked fake, in the order the real machine started them. */
export interface StartedActor {
  id: string;
  input: unknown;
}

/**
 * Stand-ins for a machine's invoked actors that a test drives by hand.
 *
 * Fakes are keyed by the invoke `id` (an invoked actor's `self.id`), so one fake
 * logic can serve several invokes of the same `src`.
 */
export interface FakeActors {
  /** A promise actor that settles only when `resolve` or `reject` names its invoke id. */
  promise(): AnyActorLogic;
  /** A callback actor whose `sendBack` the test calls through `sendBack`. */
  callback(): AnyActorLogic;
  resolve(id: string, output: unknown): void;
  reject(id: string, error: unknown): void;
  sendBack(id: string, event: AnyEventObject): void;
  /** Events the parent sent to a running callback fake. */
  received(id: string): readonly AnyEventObject[];
  isRunning(id: string): boolean;
  /** Every start so far; the last one for an id holds the input it runs with now. */
  readonly started: readonly StartedActor[];
}

interface Deferred {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

interface RunningCallback {
  sendBack(event: AnyEventObject): void;
  received: AnyEventObject[];
}

export function createFakeActors(): FakeActors {
  const started: StartedActor[] = [];
  const promises = new Map<string, Deferred>();
  const callbacks = new Map<string, RunningCallback>();

  function notRunning(kind: string, id: string): Error {
    return new Error(
      `No ${kind} actor "${id}" is running on the real machine, but the model expected one.`,
    );
  }

  function takePromise(id: string): Deferred {
    const deferred = promises.get(id);
    if (!deferred) throw notRunning('promise', id);
    promises.delete(id);
    return deferred;
  }

  return {
    started,
    promise: () =>
      fromPromise<unknown, unknown>(({ self, input, signal }) => {
        started.push({ id: self.id, input });
        return new Promise((resolve, reject) => {
          const deferred: Deferred = { resolve, reject };
          promises.set(self.id, deferred);
          // A stopped invoke must not be settled later by mistake.
          signal.addEventListener('abort', () => {
            if (promises.get(self.id) === deferred) promises.delete(self.id);
          });
        });
      }),
    callback: () =>
      fromCallback<AnyEventObject, unknown>(({ self, input, sendBack, receive }) => {
        started.push({ id: self.id, input });
        const running: RunningCallback = { sendBack, received: [] };
        callbacks.set(self.id, running);
        receive((event) => running.received.push(event));
        return () => {
          if (callbacks.get(self.id) === running) callbacks.delete(self.id);
        };
      }),
    resolve: (id, output) => takePromise(id).resolve(output),
    reject: (id, error) => takePromise(id).reject(error),
    sendBack: (id, event) => {
      const running = callbacks.get(id);
      if (!running) throw notRunning('callback', id);
      running.sendBack(event);
    },
    received: (id) => callbacks.get(id)?.received ?? [],
    isRunning: (id) => promises.has(id) || callbacks.has(id),
  };
}
