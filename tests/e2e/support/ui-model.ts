// UI-level model-based tests (DESIGN.md "Model-based tests"): the same generated paths as the
// machine-level suites (tests/machines/support/graph.ts), played in Chromium: the fewest of them
// that pass every vertex of the graph, transition and state value the whole set does
// (tests/machines/browser-paths.test.ts proves the choice), since each path loads the app again
// (in a page reset for it: support/page-pool.ts). A view event becomes
// a click or key press, `xstate.done.actor.*` / `xstate.error.actor.*` a held /api call fulfilled
// or failed, `xstate.after.*` a page.clock tick; after every step the state's DOM assertion runs,
// together with the texts the machine's test model says the state shows.
//
// An adapter may declare a path infeasible in the browser (a combination the views cannot
// produce). The coverage test then proves that the feasible paths still take every state and
// every transition of the machine.
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { selectCoveringPaths } from '../../machines/support/coverage.ts';
import { describePath, generatePaths, matchesStateKey, type GeneratedPath } from '../../machines/support/graph.ts';
import type { MachineTestModel, ModelEvent } from '../../machines/support/model.ts';
import { ApiStub } from './api-stub.ts';
import { ChatPage, shows } from './chat-page.ts';

/** The fixed time the page's clock starts at (paused: timers run only when a test ticks them). */
export const PAGE_TIME = Date.UTC(2025, 2, 14, 1, 0, 0);

export interface UiStep {
  index: number;
  event: ModelEvent;
  /** The machine's snapshot after the event, from the graph (its context may be another path's). */
  state: AnyMachineSnapshot;
  /** The state keys of the model that this snapshot matches. */
  keys: string[];
}

export interface Ui {
  page: Page;
  api: ApiStub;
  chat: ChatPage;
  url(path: string): string;
  /** Advances the page's paused clock, firing the timers that fall due. */
  tick(ms: number): Promise<void>;
  /** Paths of every request the page made (static files included), in order. */
  requests: string[];
  /**
   * What a driver knows of the path so far, for the state assertions. (The graph's snapshots
   * carry the context of whichever path first reached their vertex, not necessarily this one's.)
   */
  memo: Record<string, unknown>;
}

/** Drives one path: `start` brings the machine to its initial state, `perform` plays an event. */
export interface PathDriver {
  start(): Promise<void>;
  perform(event: ModelEvent, step: UiStep): Promise<void>;
}

export interface UiModelAdapter {
  model: MachineTestModel;
  /** Why the views cannot take this path, or null when they can. */
  infeasible?(generated: GeneratedPath): string | null;
  /**
   * Whether the views offer `event` in `snapshot` (a control that is shown, a call that can end
   * that way). Paths are then generated from the events the views offer, so the shortest paths go
   * where a visitor can go.
   */
  offers?(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean;
  /**
   * Play only the fewest feasible paths that still take every transition and state value, instead of
   * every vertex (for a machine whose graph has too many vertices to pass each in a browser).
   */
  selectCovering?: boolean;
  /**
   * Transitions and states that only infeasible paths take, each with why: a part of a transition's
   * description or a state id ('xstate.error.actor.', 'polling.stopped'). The machine-level suite
   * covers them; the browser's coverage check leaves them out, and fails if one is taken after all.
   */
  machineLevelOnly?: Record<string, string>;
  driver(ui: Ui, generated: GeneratedPath): PathDriver;
  /**
   * Whether the texts the model says a state key shows are on screen at this step (default: always);
   * false where the browser passes a state without rendering it, or shows it only on another screen.
   */
  showsTexts?(key: string, step: UiStep): boolean;
  /** The DOM assertion of every state key of the model (keys as in model.states). */
  states: Record<string, (ui: Ui, step: UiStep) => Promise<void>>;
}

export interface PlannedPaths {
  /**
   * The feasible paths the browser plays (each loads the app again): the fewest that take
   * every transition and state value the feasible paths take and, unless `selectCovering`, pass
   * every vertex they pass.
   */
  played: GeneratedPath[];
  feasible: GeneratedPath[];
  infeasible: Array<{ generated: GeneratedPath; reason: string }>;
}

export function planPaths(adapter: UiModelAdapter): PlannedPaths {
  const feasible: GeneratedPath[] = [];
  const infeasible: PlannedPaths['infeasible'] = [];
  const { offers } = adapter;
  const model = offers ? { ...adapter.model, events: (snapshot: AnyMachineSnapshot) => adapter.model.events(snapshot).filter((event) => offers(snapshot, event)) } : adapter.model;
  for (const generated of generatePaths(model)) {
    const reason = adapter.infeasible?.(generated) ?? null;
    if (reason) infeasible.push({ generated, reason });
    else feasible.push(generated);
  }
  const played = selectCoveringPaths(adapter.model, feasible, { everyVertex: !adapter.selectCovering });
  return { played, feasible, infeasible };
}

/** What the browser's paths miss that the adapter does not leave to the machine level. */
export function uncoveredInBrowser(adapter: UiModelAdapter, missing: string[]): string[] {
  const leftToMachines = Object.keys(adapter.machineLevelOnly ?? {});
  return missing.filter((item) => !leftToMachines.some((part) => item.includes(part)));
}

export function uiPathTitle(generated: GeneratedPath): string {
  return describePath(generated);
}

/** Every model state key has a DOM assertion: a new state in a machine fails here first. */
export function missingDomAssertions(adapter: UiModelAdapter): string[] {
  return Object.keys(adapter.model.states).filter((key) => !adapter.states[key]);
}

export async function createUi(page: Page, origin: string): Promise<Ui> {
  // Installed a minute early: the installed clock runs until paused, and on a loaded machine more
  // than a second passed between the two calls ("Cannot fast-forward to the past").
  await page.clock.install({ time: PAGE_TIME - 60_000 });
  await page.clock.pauseAt(PAGE_TIME + 1_000);
  const api = await ApiStub.install(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  return {
    requests,
    memo: {},
    page,
    api,
    chat: new ChatPage(page),
    url: (path) => new URL(path, origin).href,
    tick: (ms) => page.clock.runFor(ms),
  };
}

async function checkStep(adapter: UiModelAdapter, ui: Ui, step: UiStep): Promise<void> {
  if (step.keys.length === 0) throw new Error(`The model has no expectation for ${JSON.stringify(step.state.value)}`);
  for (const key of step.keys) {
    const assertion = adapter.states[key];
    if (!assertion) throw new Error(`No DOM assertion for state '${key}'`);
    const texts = adapter.showsTexts?.(key, step) === false ? [] : (adapter.model.states[key].shows ?? []);
    for (const text of texts) await shows(ui.page, text);
    await assertion(ui, step);
  }
}

export async function runUiPath(adapter: UiModelAdapter, ui: Ui, generated: GeneratedPath): Promise<void> {
  const driver = adapter.driver(ui, generated);
  const keysOf = (state: AnyMachineSnapshot) => Object.keys(adapter.model.states).filter((key) => matchesStateKey(state, key));
  for (const [index, pathStep] of generated.path.steps.entries()) {
    const step: UiStep = { index, event: pathStep.event, state: pathStep.state, keys: keysOf(pathStep.state) };
    const where = `step ${index} (${pathStep.event.type} ⇒ ${JSON.stringify(pathStep.state.value)})`;
    try {
      if (index === 0) await driver.start();
      else await driver.perform(pathStep.event, step);
      await checkStep(adapter, ui, step);
    } catch (error) {
      if (error instanceof Error) error.message = `${where}: ${error.message}`;
      throw error;
    }
  }
}
