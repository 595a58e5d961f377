// Runs one generated path against the real machine with fake actors and simulated time, checking
// after every step that the machine is where the graph says and that the state's expectations hold.
import { deepStrictEqual } from 'node:assert/strict';
import { SimulatedClock, createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { FakeActors } from './fake-actors.ts';
import { matchesStateKey, type GeneratedPath } from './graph.ts';
import { delayOf, invokeIdOf, type MachineTestModel, type ModelEvent, type StepRecord } from './model.ts';

/** Lets settled promises and the events they cause run to completion. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A delay's length now: a number, or a function of the context (a backoff). */
function delayMs(machine: AnyStateMachine, delay: string, snapshot: AnyMachineSnapshot): number {
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  const ms = typeof configured === 'function' ? (configured as (args: { context: unknown }) => unknown)({ context: snapshot.context }) : configured;
  if (typeof ms !== 'number') throw new Error(`Delay '${delay}' is not a number in the machine`);
  return ms;
}

/** The expectations of every key the snapshot matches; a state without any is an error. */
export function checkState(model: MachineTestModel, snapshot: AnyMachineSnapshot, record: StepRecord): string[] {
  const keys = Object.keys(model.states).filter((key) => matchesStateKey(snapshot, key));
  if (keys.length === 0) throw new Error(`No expectation for state ${JSON.stringify(snapshot.value)}`);
  for (const key of keys) model.states[key].check(snapshot as never, record);
  return keys;
}

export interface PathRun extends StepRecord {
  /** Ids and inputs of the actors the machine invoked. */
  started: FakeActors['started'];
  final: AnyMachineSnapshot;
}

export async function runPath(model: MachineTestModel, { input, path }: GeneratedPath): Promise<PathRun> {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const emitted: EventObject[] = [];
  const actor = createActor(fakes.provideTo(model.machine), { input, clock } as never);
  actor.on('*', (event) => emitted.push(event));

  const perform = async (event: ModelEvent) => {
    const invokeId = invokeIdOf(event);
    const delay = delayOf(event);
    if (event.type === 'xstate.init') actor.start();
    else if (invokeId && event.type.startsWith('xstate.done.')) fakes.settle(invokeId, { output: event.output });
    else if (invokeId) fakes.settle(invokeId, { error: event.error });
    else if (delay) clock.increment(delayMs(model.machine, delay, actor.getSnapshot() as AnyMachineSnapshot));
    else actor.send(event as never);
    await flush();
  };

  try {
    for (const [index, step] of path.steps.entries()) {
      await perform(step.event);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status === 'error') throw snapshot.error;
      deepStrictEqual(snapshot.value, step.state.value, `step ${index} (${step.event.type}) reached another state`);
      checkState(model, snapshot, { emitted });
    }
    return { emitted, started: fakes.started, final: actor.getSnapshot() as AnyMachineSnapshot };
  } finally {
    actor.stop();
  }
}
