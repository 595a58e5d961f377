// Holds every /api/** call of a page until the test decides its outcome: fulfilled with a fixture,
// failed with a status, or aborted (a network failure). This is how the UI-level model tests turn
// `xstate.done.actor.*` and `xstate.error.actor.*` events into what the browser sees.
import type { Page, Request, Route } from 'playwright-core';
import { openRelayedStream, type EventStreamControl } from './event-stream-relay.ts';

export interface HeldCall {
  readonly method: string;
  /** Path without the /api prefix, e.g. /conversations/<id>/messages. */
  readonly path: string;
  readonly request: Request;
  /** The JSON body the page sent, or null. */
  body(): unknown;
  fulfil(json: unknown, status?: number): Promise<void>;
  /** A body that is not JSON (a CSV file). */
  fulfilText(body: string, contentType: string): Promise<void>;
  fail(status: number, message?: string): Promise<void>;
  /** The browser sees a network error (no HTTP status). */
  abort(): Promise<void>;
  /** Answers with a server-sent event stream the test writes event by event (event-stream-relay.ts). */
  stream(): Promise<EventStreamControl>;
}

interface Entry extends HeldCall {
  settled: boolean;
  /** The page gave up on the call (AbortController, navigation). */
  cancelled: boolean;
}

type Matcher = { method: string; path: RegExp };
type Responder = (call: HeldCall) => Promise<void>;

export class ApiStub {
  private readonly entries: Entry[] = [];
  private readonly responders: Array<Matcher & { respond: Responder }> = [];
  private wake: Array<() => void> = [];
  /** Every call the page made, in order: 'GET /organisations/queenstown-adventures'. */
  readonly log: string[] = [];

  private constructor(private readonly page: Page) {}

  static async install(page: Page): Promise<ApiStub> {
    const stub = new ApiStub(page);
    await page.route('**/api/**', (route) => stub.hold(route));
    page.on('requestfailed', (request) => {
      const entry = stub.entries.find((candidate) => candidate.request === request);
      if (entry) entry.cancelled = true;
    });
    return stub;
  }

  /** Answers matching calls at once, for calls a test does not care to hold. */
  always(method: string, path: RegExp, respond: Responder): void {
    this.responders.push({ method, path, respond });
  }

  /** The oldest held, live call that matches; waits for it when there is none yet. */
  async next(method: string, path: RegExp, timeoutMs = 20_000): Promise<HeldCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const entry = this.live(method, path)[0];
      if (entry) {
        entry.settled = true;
        return entry;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${method} /api${path.source} call arrived within ${timeoutMs} ms; calls so far: ${this.log.join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1_000));
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Held calls not yet answered (and not given up by the page) that match. */
  waiting(method: string, path: RegExp): HeldCall[] {
    return this.live(method, path);
  }

  private live(method: string, path: RegExp): Entry[] {
    return this.entries.filter((entry) => !entry.settled && !entry.cancelled && entry.method === method && path.test(entry.path));
  }

  count(method: string, path: RegExp): number {
    return this.log.filter((line) => {
      const [verb, ...rest] = line.split(' ');
      return verb === method && path.test(rest.join(' '));
    }).length;
  }

  private async hold(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api/, '');
    const method = request.method();
    this.log.push(`${method} ${path}`);
    const settle = async (run: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        // The page cancelled the request meanwhile: nothing is waiting for the answer.
        if (!/already handled|Target .*closed|cancel|aborted/i.test(String(error))) throw error;
      }
    };
    const entry: Entry = {
      method,
      path,
      request,
      settled: false,
      cancelled: false,
      body: () => {
        const text = request.postData();
        return text ? (JSON.parse(text) as unknown) : null;
      },
      fulfil: (json, status = 200) =>
        settle(() => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(json) })),
      fulfilText: (body, contentType) => settle(() => route.fulfill({ status: 200, contentType, body })),
      fail: (status, message = 'Stubbed failure') =>
        settle(() =>
          route.fulfill({
            status,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: status, error: 'Error', message }),
          }),
        ),
      abort: () => settle(() => route.abort('failed')),
      stream: async () => {
        const relayed = await openRelayedStream();
        await settle(() => route.continue({ url: relayed.url }));
        return relayed.stream;
      },
    };
    const responder = this.responders.find((candidate) => candidate.method === method && candidate.path.test(path));
    if (responder) {
      entry.settled = true;
      this.entries.push(entry);
      await responder.respond(entry);
      return;
    }
    this.entries.push(entry);
    const waking = this.wake;
    this.wake = [];
    for (const wake of waking) wake();
  }

  get pageUrl(): string {
    return this.page.url();
  }
}

export const API = {
  organisation: /^\/organisations\/[^/]+$/,
  conversation: /^\/conversations\/[^/]+$/,
  messages: /^\/conversations\/[^/]+\/messages$/,
  pastConversations: /^\/contacts\/[^/]+\/conversations$/,
  // The widget sends over POST /chat/stream; a JSON answer there counts as the whole reply.
  chat: /^\/chat(\/stream)?$/,
  contacts: /^\/contacts$/,
  feedback: /^\/messages\/[^/]+\/feedback$/,
} as const;
