// Which states and transitions of a machine the generated paths take. Each path is replayed on the
// real machine (actors that never settle; completions and delays sent as the events they are) and
// the inspection API reports every microstep's transitions, eventless ones included.
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
  type StateNode,
} from 'xstate';
import { FakeActors } from './fake-actors.ts';
import { verticesOf, type GeneratedPath } from './graph.ts';
import type { MachineTestModel } from './model.ts';

type AnyStateNode = StateNode<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type AnyTransition = AnyStateNode['always'] extends Array<infer T> | undefined ? T : never;

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(walk)];
  return walk(machine.root);
}

export function allTransitions(machine: AnyStateMachine): AnyTransition[] {
  return allStateNodes(machine).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

export function describeTransition(transition: AnyTransition): string {
  const event = transition.eventType || '(always)';
  const targets = transition.target?.map((target) => target.id).join(', ') ?? '(no target)';
  const guard = transition.guard ? ` [${typeof transition.guard === 'string' ? transition.guard : 'guarded'}]` : '';
  return `${transition.source.id} —${event}${guard}→ ${targets}`;
}

/** The state node ids a snapshot value stands for, ancestors included. */
function activeIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [machine.root.id];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') ids.push(`${prefix}.${node}`);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        ids.push(`${prefix}.${key}`);
        walk(child, `${prefix}.${key}`);
      }
  };
  walk(value, machine.root.id);
  return ids;
}

interface Replay {
  transitions: Set<AnyTransition>;
  stateIds: Set<string>;
  /** Whole state values (combinations of parallel regions), serialised. */
  values: Set<string>;
}

/** One provided machine for every replay of a model: transitions are compared by identity. */
const replayMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();
function replayMachineOf(model: MachineTestModel): AnyStateMachine {
  let machine = replayMachines.get(model.machine);
  if (!machine) {
    machine = new FakeActors().provideTo(model.machine);
    replayMachines.set(model.machine, machine);
  }
  return machine;
}

function replay(machine: AnyStateMachine, { input, path }: GeneratedPath): Replay {
  const result: Replay = { transitions: new Set(), stateIds: new Set(), values: new Set() };
  const visit = (value: unknown) => {
    result.values.add(JSON.stringify(value));
    for (const id of activeIds(machine, value)) result.stateIds.add(id);
  };
  const actor = createActor(machine, {
    input,
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      const { snapshot, _transitions } = inspection as unknown as {
        snapshot: AnyMachineSnapshot;
        _transitions: AnyTransition[];
      };
      for (const transition of _transitions) {
        result.transitions.add(transition);
        result.stateIds.add(transition.source.id);
      }
      for (const id of activeIds(machine, snapshot.value)) result.stateIds.add(id);
    },
  } as never);
  actor.start();
  visit((actor.getSnapshot() as AnyMachineSnapshot).value);
  for (const step of path.steps.slice(1)) {
    actor.send(step.event as never);
    visit((actor.getSnapshot() as AnyMachineSnapshot).value);
  }
  actor.stop();
  return result;
}

/**
 * The fewest of `paths` (greedily) that still take every transition and reach every state value
 * the whole set reaches: parallel regions multiply the graph's vertices, not its behaviour. With
 * `everyVertex`, they also pass every vertex of the graph the whole set passes (a vertex's key
 * leaves out the context a guard may read, so vertices alone can miss a transition).
 */
export function selectCoveringPaths(model: MachineTestModel, paths: GeneratedPath[], { everyVertex = false } = {}): GeneratedPath[] {
  const machine = replayMachineOf(model);
  const itemsOf = paths.map((path) => {
    const { transitions, values } = replay(machine, path);
    return new Set<unknown>([...transitions, ...values, ...(everyVertex ? verticesOf(model, path) : [])]);
  });
  // Ties go to the earlier path: the graph's paths come in a fixed order, so every run plays the same.
  const uncovered = new Set<unknown>(itemsOf.flatMap((items) => [...items]));
  const chosen: GeneratedPath[] = [];
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    itemsOf.forEach((items, index) => {
      let gain = 0;
      for (const item of items) if (uncovered.has(item)) gain++;
      if (gain > bestGain) [best, bestGain] = [index, gain];
    });
    chosen.push(paths[best]);
    for (const item of itemsOf[best]) uncovered.delete(item);
  }
  return chosen;
}

export interface Coverage {
  states: { total: number; missing: string[] };
  transitions: { total: number; missing: string[] };
}

export function measureCoverage(model: MachineTestModel, paths: GeneratedPath[]): Coverage {
  const machine = replayMachineOf(model);
  const taken = new Set<AnyTransition>();
  const visited = new Set<string>();
  for (const path of paths) {
    const { transitions, stateIds } = replay(machine, path);
    for (const transition of transitions) taken.add(transition);
    for (const id of stateIds) visited.add(id);
  }
  const states = allStateNodes(machine).map((node) => node.id);
  const transitions = allTransitions(machine);
  return {
    states: { total: states.length, missing: states.filter((id) => !visited.has(id)) },
    transitions: {
      total: transitions.length,
      missing: transitions.filter((t) => !taken.has(t)).map(describeTransition),
    },
  };
}
