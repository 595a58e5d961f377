// routes/-wiring/chat-actors.ts: a stopped actor's call never reaches the machine, so React's StrictMode
// restart (development) does not turn the cancelled first load into the demo error.
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { organisationMachine } from '../../../src/machines/organisation-machine.ts';
import { createApi } from '../../../src/services/api.ts';
import { provideOrganisationActors, settleUnlessAborted } from '../../../src/routes/-wiring/chat-actors.ts';
import { organisation } from '../models/fixtures.ts';

// The calls below are already settled, so whatever follows from them runs as promise callbacks:
// once the event loop reaches its next phase (setImmediate), everything that would settle has.
const afterPromiseCallbacks = () => new Promise((resolve) => setImmediate(resolve));

async function settled<T>(promise: Promise<T>): Promise<'pending' | { value: T } | { error: unknown }> {
  return Promise.race([promise.then((value) => ({ value }), (error: unknown) => ({ error })), afterPromiseCallbacks().then(() => 'pending' as const)]);
}

describe('settleUnlessAborted', () => {
  it('passes values and failures through while the signal is live', async () => {
    const controller = new AbortController();
    expect(await settled(settleUnlessAborted(controller.signal, Promise.resolve(1)))).toEqual({ value: 1 });
    const failure = new Error('Network response was not ok');
    expect(await settled(settleUnlessAborted(controller.signal, Promise.reject(failure)))).toEqual({ error: failure });
  });

  it('never settles once the signal is aborted, whether the call fails or succeeds', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await settled(settleUnlessAborted(controller.signal, Promise.reject(new DOMException('aborted', 'AbortError'))))).toBe('pending');
    expect(await settled(settleUnlessAborted(controller.signal, Promise.resolve(1)))).toBe('pending');
  });
});

/** What @xstate/react 6 does to a root actor when StrictMode unmounts and remounts an effect. */
function stopAndRestartLikeStrictMode(actor: AnyActorRef): void {
  const persisted: [AnyActorRef & Record<string, unknown>, unknown][] = [];
  const visit = (ref: AnyActorRef) => {
    persisted.push([ref as AnyActorRef & Record<string, unknown>, ref.getSnapshot()]);
    Object.values((ref.getSnapshot() as { children?: Record<string, AnyActorRef> }).children ?? {}).forEach(visit);
  };
  visit(actor);
  actor.stop();
  for (const [ref, snapshot] of persisted) {
    ref._processingStatus = 0;
    ref._snapshot = snapshot;
  }
  actor.start();
}

describe('the organisation loader under a StrictMode restart', () => {
  it('loads the organisation instead of failing with the first, cancelled request', async () => {
    let calls = 0;
    // The first request waits until it is cancelled; the second answers.
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      if (calls === 1) {
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return Promise.resolve(Response.json(organisation));
    };
    const api = createApi({ baseURL: 'http://korero.test/api', fetch });
    const loader = createActor(provideOrganisationActors(organisationMachine, { api }), { input: { organisationId: organisation.id } });
    loader.start();
    stopAndRestartLikeStrictMode(loader);
    const done = await waitFor(loader, (snapshot) => snapshot.value === 'loaded' || snapshot.value === 'failed');
    expect(calls).toBe(2);
    expect(done.value).toBe('loaded');
    expect(loader.getSnapshot().context.organisation).toMatchObject({ id: organisation.id });
  });
});
