// Stepping through the machines in a development build (README "Dev tools"). Opt-in per tab:
//   ?inspect        the Stately inspector (a window showing each running machine live)
//   ?trace          every transition logged to the console: machine, event, new state
// and, in every development build, `window.__korero.actors`: the running machines by id, to read
// (`.getSnapshot().value`) or drive (`.send({ type: 'conversation.reset' })`) from the console.
// Production builds keep none of it: `import.meta.env.DEV` is false there and the body folds away.
import type { ActorRefLike, InspectionEvent } from 'xstate';

type DevtoolsWindow = Window & { __korero?: { actors: Record<string, ActorRefLike> } };

/** Passed to useActorRef / createActor: `{ inspect }` in development, nothing in production. */
export const actorDevtools: { inspect?: (event: InspectionEvent) => void } = import.meta.env.DEV ? createDevtools() : {};

function createDevtools(): { inspect?: (event: InspectionEvent) => void } {
  if (typeof window === 'undefined') return {};
  const params = new URLSearchParams(window.location.search);
  const actors: Record<string, ActorRefLike> = {};
  (window as DevtoolsWindow).__korero = { actors };
  const trace = params.has('trace');
  const inspector = params.has('inspect') ? startStatelyInspector() : undefined;

  return {
    inspect(event) {
      inspector?.(event);
      // Only the machines the views run (root actors), not the invoked loaders inside them.
      const logic = (event.actorRef as { logic?: { id?: string } }).logic;
      const isRoot = (event.actorRef as { sessionId?: string }).sessionId === event.rootId;
      if (!isRoot || !logic?.id || event.type !== '@xstate.snapshot') return;
      // Registered from its snapshots, not its creation: StrictMode creates each actor twice and
      // starts only one.
      actors[logic.id] = event.actorRef;
      if (trace && 'value' in event.snapshot) console.debug(`[korero] ${logic.id} ← ${event.event.type}`, event.snapshot.value);
    },
  };
}

/** The inspector loads on demand; events that come before it are kept and replayed. */
function startStatelyInspector(): (event: InspectionEvent) => void {
  let forward: ((event: InspectionEvent) => void) | undefined;
  const early: InspectionEvent[] = [];
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    early.splice(0).forEach(forward);
  });
  return (event) => (forward ? forward(event) : early.push(event));
}
