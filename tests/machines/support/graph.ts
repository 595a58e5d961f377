// Paths from a machine's graph (@xstate/graph 3). createTestModel refuses machines with invoke or
// after, so the TestModel is built directly and done/error/after events are ordinary events.
//
// A vertex is the state value plus the transition that reached it (never the context, which would
// explode the graph). The shortest path to every vertex therefore ends with every transition the
// events can take: the generated paths cover transitions, not only states.
import { TestModel, type TestPath } from '@xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { invokeIdOf, type MachineTestModel, type ModelEvent } from './model.ts';

const TRAVERSAL_LIMIT = 50_000;

export function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? { error: value.name, message: value.message } : value,
  );
}

export function vertexSerializer(model: MachineTestModel) {
  return (snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string => {
    const facts = model.guardFacts ? ` ${JSON.stringify(model.guardFacts(snapshot))}` : '';
    const value = `${JSON.stringify(snapshot.value)}${facts}`;
    return event ? `${value} via ${serializeEvent(event)} from ${JSON.stringify(previous?.value)}` : value;
  };
}

/** The model's candidates that this snapshot accepts; completions only of actors that are running. */
export function enabledEvents(model: MachineTestModel, snapshot: AnyMachineSnapshot): ModelEvent[] {
  return model.events(snapshot).filter((event) => {
    const invokeId = invokeIdOf(event);
    if (invokeId && !snapshot.children[invokeId]) return false;
    return snapshot.can(event);
  });
}

/** The stateMatcher of every test model: keys are state paths. */
export function matchesStateKey(snapshot: AnyMachineSnapshot, key: string): boolean {
  return snapshot.matches(key as never);
}

export function createModel(model: MachineTestModel, inputName: string) {
  return new TestModel(model.machine, {
    input: model.inputs[inputName],
    events: (snapshot: AnyMachineSnapshot) => enabledEvents(model, snapshot),
    serializeState: vertexSerializer(model),
    serializeEvent,
    stateMatcher: matchesStateKey,
    // A model whose events grow with the context would never finish; fail fast instead.
    limit: TRAVERSAL_LIMIT,
  } as never) as TestModel<AnyMachineSnapshot, ModelEvent, unknown>;
}

export interface GeneratedPath {
  inputName: string;
  input: unknown;
  path: TestPath<AnyMachineSnapshot, ModelEvent>;
}

/** Shortest paths to every vertex of every input's graph (prefixes of longer paths dropped). */
export function generatePaths(model: MachineTestModel): GeneratedPath[] {
  return Object.keys(model.inputs).flatMap((inputName) =>
    createModel(model, inputName)
      .getShortestPaths()
      .map((path) => ({ inputName, input: model.inputs[inputName], path })),
  );
}

/** The graph's vertices a path passes through, its start included, keyed as the traversal keyed them. */
export function verticesOf(model: MachineTestModel, { path }: GeneratedPath): string[] {
  const serialize = vertexSerializer(model);
  return path.steps.map((step, index) => (index === 0 ? serialize(step.state) : serialize(step.state, step.event, path.steps[index - 1].state)));
}

/** 'loading → xstate.done.actor.x → loaded' style names for test titles. */
export function describePath({ inputName, path }: GeneratedPath): string {
  const events = path.steps.slice(1).map((step) => step.event.type.replace(/^xstate\./, ''));
  return `[${inputName}] ${events.length ? events.join(' → ') : '(start)'} ⇒ ${JSON.stringify(path.state.value)}`;
}
