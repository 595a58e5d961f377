// Which states and transitions of a machine the generated paths take. Each path is replayed on the
// real machine (actors that never settle; completions and delays sent as the events they are) and
// the inspection API reports every microstep's transitions, eventless ones included.
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent, type StateNode } from 'xstate';
import { FakeActors } from './fake-actors.ts';
import type { GeneratedPath } from './graph.ts';
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
function activeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const ids: string[] = [machine.root.id];
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') ids.push(`${prefix}.${value}`);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        ids.push(`${prefix}.${key}`);
        walk(child, `${prefix}.${key}`);
      }
  };
  walk(snapshot.value, machine.root.id);
  return ids;
}

export interface Coverage {
  states: { total: number; missing: string[] };
  transitions: { total: number; missing: string[] };
}

export function measureCoverage(model: MachineTestModel, paths: GeneratedPath[]): Coverage {
  // One provided machine for every replay: transitions are compared by identity.
  const machine = new FakeActors().provideTo(model.machine);
  const takenTransitions = new Set<AnyTransition>();
  const visitedStates = new Set<string>();

  for (const { input, path } of paths) {
    const actor = createActor(machine, {
      input,
      inspect: (inspection: InspectionEvent) => {
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        const { snapshot, _transitions } = inspection as unknown as {
          snapshot: AnyMachineSnapshot;
          _transitions: AnyTransition[];
        };
        for (const transition of _transitions) {
          takenTransitions.add(transition);
          visitedStates.add(transition.source.id);
        }
        for (const id of activeIds(machine, snapshot)) visitedStates.add(id);
      },
    } as never);
    actor.start();
    for (const id of activeIds(machine, actor.getSnapshot() as AnyMachineSnapshot)) visitedStates.add(id);
    for (const step of path.steps.slice(1)) {
      actor.send(step.event as never);
      for (const id of activeIds(machine, actor.getSnapshot() as AnyMachineSnapshot)) visitedStates.add(id);
    }
    actor.stop();
  }

  const states = allStateNodes(machine).map((node) => node.id);
  const transitions = allTransitions(machine);
  return {
    states: { total: states.length, missing: states.filter((id) => !visitedStates.has(id)) },
    transitions: {
      total: transitions.length,
      missing: transitions.filter((t) => !takenTransitions.has(t)).map(describeTransition),
    },
  };
}
