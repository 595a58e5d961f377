// Simulated visitors for the soak: each opens a conversation, sends a message every few seconds
// (each text unique, so it can be found again), polls every 10 s, and re-sends a send that failed
// with the same message id until it is acknowledged (as the widget does). The ledger then checks
// through the API what was stored: every acknowledged send exactly once.
import { randomUUID } from 'node:crypto';

export interface CrowdOptions {
  visitors: number;
  organisation: string;
  /** A message every min..max ms. */
  messageEveryMs: [number, number];
  pollEveryMs: number;
  /** Where each request goes; read per request (a restarted server, a proxy). */
  base: () => string;
  /** Extra headers per request (a proxy's client address). */
  headers?: () => Record<string, string>;
  requestTimeoutMs?: number;
}

interface Send {
  id: string;
  text: string;
  acknowledged: boolean;
}

interface Visitor {
  index: number;
  conversationId: string;
  contactId: string;
  sends: Send[];
  pending?: Send;
}

export interface CrowdFigures {
  attempted: number;
  acknowledged: number;
  /** Send attempts that failed (a status other than 200, a reset, a time-out); each is retried. */
  sendErrors: number;
  pollErrors: number;
  /** Latency of the acknowledged sends, ms. */
  sendLatencies: number[];
  /** When each failed send ended (epoch ms) and how long it took to fail. */
  failures: { at: number; ms: number }[];
  /** Every send and poll: when it started (performance.now()) and its latency (failed: Infinity). */
  requests: { kind: 'send' | 'poll'; startedAt: number; ms: number }[];
}

export interface Ledger {
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class VisitorCrowd {
  private readonly visitors: Visitor[];
  private readonly run = randomUUID().slice(0, 8);
  private running = false;
  private loops: Promise<void>[] = [];
  readonly figures: CrowdFigures = { attempted: 0, acknowledged: 0, sendErrors: 0, pollErrors: 0, sendLatencies: [], failures: [], requests: [] };

  constructor(private readonly options: CrowdOptions) {
    this.visitors = Array.from({ length: options.visitors }, (_, index) => ({ index, conversationId: '', contactId: '', sends: [] }));
  }

  start(): void {
    this.running = true;
    this.loops = this.visitors.flatMap((visitor) => [this.talk(visitor), this.poll(visitor)]);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private request(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.options.base()}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...this.options.headers?.() },
      signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 15_000),
    });
  }

  private async talk(visitor: Visitor): Promise<void> {
    const [min, max] = this.options.messageEveryMs;
    // Spread the first messages over the first interval instead of 100 at once.
    await pause(Math.random() * max);
    let count = 0;
    while (this.running) {
      const send = visitor.pending ?? { id: randomUUID(), text: `soak ${this.run} visitor ${visitor.index} message ${count++}`, acknowledged: false };
      if (!visitor.pending) visitor.sends.push(send);
      visitor.pending = send;
      this.figures.attempted += 1;
      const started = performance.now();
      try {
        const response = await this.request('/api/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            id: send.id,
            message: send.text,
            conversation_id: visitor.conversationId,
            organisation_id: this.options.organisation,
            creator: 'CONTACT',
            referrer: 'http://127.0.0.1/soak',
            contact_id: visitor.contactId,
          }),
        });
        const body = (await response.json()) as { conversation_id: string; user_id: string; creator: string }[];
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        const own = body.find((message) => message.creator === 'CONTACT') ?? body[0];
        visitor.conversationId = own.conversation_id;
        if (own.creator === 'CONTACT') visitor.contactId = own.user_id;
        send.acknowledged = true;
        visitor.pending = undefined;
        this.figures.acknowledged += 1;
        this.figures.sendLatencies.push(performance.now() - started);
        this.figures.requests.push({ kind: 'send', startedAt: started, ms: performance.now() - started });
      } catch {
        this.figures.sendErrors += 1;
        this.figures.failures.push({ at: Date.now(), ms: performance.now() - started });
        this.figures.requests.push({ kind: 'send', startedAt: started, ms: Number.POSITIVE_INFINITY });
      }
      await pause(min + Math.random() * (max - min));
    }
  }

  private async poll(visitor: Visitor): Promise<void> {
    while (this.running) {
      await pause(this.options.pollEveryMs);
      if (!visitor.conversationId || !this.running) continue;
      const started = performance.now();
      let ok = false;
      try {
        const response = await this.request(`/api/conversations/${visitor.conversationId}/messages`);
        await response.arrayBuffer();
        ok = response.status === 200;
      } catch {
        // counted below
      }
      if (!ok) this.figures.pollErrors += 1;
      this.figures.requests.push({ kind: 'poll', startedAt: started, ms: ok ? performance.now() - started : Number.POSITIVE_INFINITY });
    }
  }

  /** Reads every conversation back (from `base`): each acknowledged text stored once? */
  async ledger(base = this.options.base()): Promise<Ledger> {
    const ledger: Ledger = { acknowledged: 0, stored: 0, lost: 0, duplicated: 0 };
    for (const visitor of this.visitors) {
      const stored = new Map<string, number>();
      if (visitor.conversationId) {
        const response = await fetch(`${base}/api/conversations/${visitor.conversationId}/messages`);
        for (const message of ((await response.json()) as { messages: { message: string; creator: string }[] }).messages) {
          if (message.creator === 'CONTACT') stored.set(message.message, (stored.get(message.message) ?? 0) + 1);
        }
      }
      for (const send of visitor.sends) {
        const copies = stored.get(send.text) ?? 0;
        if (copies > 1) ledger.duplicated += copies - 1;
        if (!send.acknowledged) continue;
        ledger.acknowledged += 1;
        if (copies > 0) ledger.stored += 1;
        else ledger.lost += 1;
      }
    }
    return ledger;
  }
}
