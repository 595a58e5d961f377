// A machine's test model: the events to explore its graph with and what must hold in each state.
// Shared by the machine-level Vitest suites and the UI-level browser tests, so it imports no test
// runner; expectations throw plain errors (node:assert).
import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';

/** Everything a state check may look at besides the snapshot. */
export interface StepRecord {
  /** Events the machine emitted so far on this path, oldest first. */
  emitted: EventObject[];
}

export interface StateExpectation<TSnapshot> {
  /** What the state means, in the product's words. */
  description: string;
  /** Texts a view shows in this state, word for word from SPEC.md (for UI-level tests). */
  shows?: readonly string[];
  check: (snapshot: TSnapshot, record: StepRecord) => void;
}

/** An event of the graph: a view event, or `xstate.done.actor.*` / `xstate.error.actor.*` / `xstate.after.*`. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface MachineTestModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Also the name of statecharts/<name>.json. */
  name: string;
  machine: TMachine;
  /** Each input is explored on its own; coverage is their union. */
  inputs: Record<string, InputFrom<TMachine>>;
  /** Candidate events for a snapshot; the graph keeps those the snapshot accepts. */
  events: (snapshot: SnapshotFrom<TMachine>) => ModelEvent[];
  /**
   * What of the context decides a guard, when the state value alone does not (kept small: it joins
   * the state value in the graph's vertices).
   */
  guardFacts?: (snapshot: SnapshotFrom<TMachine>) => Record<string, unknown>;
  /** Keyed by a state path such as 'conversation.open.sending.idle' (matched with snapshot.matches). */
  states: Record<string, StateExpectation<SnapshotFrom<TMachine>>>;
}

export function defineTestModel<TMachine extends AnyStateMachine>(model: MachineTestModel<TMachine>) {
  return model;
}

/** `xstate.done.actor.<invokeId>`: the invoked actor finished with `output`. */
export const done = (invokeId: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${invokeId}`, output });

/** `xstate.error.actor.<invokeId>`: the invoked actor failed with `error`. */
export const failed = (invokeId: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${invokeId}`, error });

/** `xstate.after.<delay>.<stateNodeId>`: a named delay of a state ran out. */
export const after = (delay: string, stateNodeId: string): ModelEvent => ({ type: `xstate.after.${delay}.${stateNodeId}` });

export function invokeIdOf(event: EventObject): string | null {
  const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  return match ? match[1] : null;
}

export function delayOf(event: EventObject): string | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(event.type);
  return match ? match[1] : null;
}
