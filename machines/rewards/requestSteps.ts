/**
 * The request machine's moves as the balance needs them, by state: folding years of a ledger
 * through `transition` would cost a snapshot per entry, so each move is asked of the machine
 * once and remembered. Everything a guard may read (the event's maker and `fits`, the context
 * the request was placed with) is in the key, so the machine stays the one source of what is legal.
 */
import { initialTransition, transition } from 'xstate';
import type { RequestState } from '../domain/rewards';
import { requestMachine, type RequestEvent, type RequestInput } from './requestMachine';
import { selectRequestState } from './selectors';

const starts = new Map<string, RequestState>();
const steps = new Map<string, RequestState>();

/** Where a request starts: requested, granted at once, or needing a grown-up. */
export function startOf(input: RequestInput): RequestState {
  const key = `${input.needsYes} ${input.fits}`;
  let state = starts.get(key);
  if (state === undefined) {
    state = selectRequestState(initialTransition(requestMachine, input)[0]);
    starts.set(key, state);
  }
  return state;
}

/** Where `event` takes a request in `state`; `state` itself when the machine refuses it. */
export function stepOf(
  state: RequestState,
  input: RequestInput,
  event: RequestEvent,
): RequestState {
  const fits = event.type === 'request.grant' ? event.fits : null;
  const key = `${state} ${input.needsYes} ${input.fits} ${event.type} ${event.by} ${fits}`;
  let next = steps.get(key);
  if (next === undefined) {
    const context = { needsYes: input.needsYes, fitsWhenAsked: input.fits, answeredBy: null };
    const snapshot = requestMachine.resolveState({ value: state, context });
    next = selectRequestState(transition(requestMachine, snapshot, event)[0]);
    steps.set(key, next);
  }
  return next;
}
