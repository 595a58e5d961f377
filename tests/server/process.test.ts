// The real process: first start creates, migrates and seeds the store (printing the generated
// operator keys once); a second start reopens it with nothing lost and nothing re-seeded;
// SIGTERM lets an in-flight request finish, closes the store and exits 0.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatPayload } from './helpers/api-harness.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { createScratchDatabase, STORE_KINDS, describeStore, type ScratchDatabase } from './helpers/test-stores.ts';

async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Sends the headers and half the body now; the rest when finish() is called. */
function slowPost(baseUrl: string, path: string, body: string) {
  const outgoing = request(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
    });
  });
  // The server logs each request with the client's port: this one's is how its line is told from
  // an earlier request's, whose log line may reach this process after that request's answer did.
  const localPort = new Promise<number>((resolve) => outgoing.on('socket', (socket) => socket.once('connect', () => resolve(socket.localPort ?? 0))));
  const half = Math.floor(body.length / 2);
  outgoing.write(body.slice(0, half));
  return { response, localPort, finish: () => outgoing.end(body.slice(half)) };
}

for (const kind of STORE_KINDS) {
  describeStore(kind, 'server process', () => {
    let dataDir = '';
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'korero-data-'));
    });
    let scratch: ScratchDatabase | undefined;
    let running: ServerProcess | undefined;

    afterAll(async () => {
      if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    async function storeEnv(): Promise<Record<string, string>> {
      if (kind === 'pglite') return { DATA_DIR: dataDir };
      scratch ??= await createScratchDatabase();
      return { DATABASE_URL: scratch.url };
    }

    it('seeds once, keeps everything across a restart, and shuts down gracefully on SIGTERM', async () => {
      // First start: created, migrated, seeded; the generated operator keys are printed once.
      running = await startServerProcess(await storeEnv());
      const first = running;
      const keyLines = first.logs.filter((entry) => typeof entry.operatorKey === 'string');
      expect(keyLines.map((entry) => entry.organisationId)).toEqual(['queenstown-adventures', 'harbourside-dental']);
      const key = String(keyLines[0].operatorKey);
      // Beside the JSON log, a plain block says where Korero runs, the demo pages and how to sign in.
      await expect.poll(() => first.stderr()).toContain('Your own organisation: npx korero org create');
      const banner = first.stderr();
      expect(banner).toContain(`Korero is running at ${first.baseUrl}\n`);
      expect(banner).toContain(`Queenstown Adventures\n  chat      ${first.baseUrl}/queenstown-adventures   (on a site: ${first.baseUrl}/queenstown-adventures/widget; its content: ${first.baseUrl}/queenstownadventures)`);
      // The console is signed in to as the demo owner, with the password generated on this start.
      expect(banner).toMatch(new RegExp(`  console   ${first.baseUrl}/queenstown-adventures/operator   sign in as demo@korero\\.local with password \\S+\\n`));
      expect(banner).toContain(`  API       operator key ${key}\n`);
      expect(banner).toContain(`  API       operator key ${String(keyLines[1].operatorKey)}\n`);
      expect(banner).toContain('Save the operator keys and the password now: they are shown only on this first start.');
      // Its addresses are real pages of this server.
      expect((await fetch(`${first.baseUrl}/api/organisations/queenstown-adventures`)).status).toBe(200);

      const health = await fetch(`${first.baseUrl}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', store: kind });

      // The real answer engine answers from the seeded content.
      const created = await postJson(first.baseUrl, '/api/chat', chatPayload({ message: 'How much does a tandem jump cost?' }));
      expect(created.status).toBe(200);
      const [question, answer] = created.body;
      expect(answer.creator).toBe('AGENT');
      expect(answer.citations.length).toBeGreaterThan(0);
      const conversationId: string = question.conversation_id;
      // The printed key works as the operator key.
      const interrupt = await postJson(
        first.baseUrl,
        '/api/chat',
        chatPayload({ creator: 'USER', conversation_id: conversationId, message: 'Hi, a human here' }),
        { authorization: `Bearer ${key}` },
      );
      expect(interrupt.status).toBe(200);
      const before = await (await fetch(`${first.baseUrl}/api/conversations/${conversationId}/messages`)).json();
      expect(before.messages).toHaveLength(3);

      // SIGTERM while a request is in flight: it completes, then the process exits 0. Each step
      // waits for the server's own log line: the request has arrived, then the shutdown has begun.
      const slow = slowPost(first.baseUrl, '/api/chat', JSON.stringify(chatPayload({ conversation_id: conversationId, message: 'Sent during shutdown' })));
      const slowPort = await slow.localPort;
      await first.waitForLog((entry) => entry.msg === 'incoming request' && (entry.req as { url?: string; remotePort?: number })?.url === '/api/chat' && (entry.req as { remotePort?: number }).remotePort === slowPort);
      first.child.kill('SIGTERM');
      await first.waitForLog((entry) => entry.msg === 'shutting down: finishing in-flight requests');
      slow.finish();
      const inFlight = await slow.response;
      expect(inFlight.status).toBe(200);
      expect(JSON.parse(inFlight.body)[0].message).toBe('Sent during shutdown');
      expect(await first.exited).toBe(0);
      expect(first.logs.some((entry) => entry.msg === 'shut down cleanly')).toBe(true);

      // Second start: reopened, not re-seeded, nothing lost.
      running = await startServerProcess(await storeEnv());
      const second = running;
      expect(second.logs.some((entry) => entry.operatorKey !== undefined)).toBe(false);
      await expect.poll(() => second.stderr()).toContain('Your own organisation');
      expect(second.stderr()).toContain('operator key: printed on the first start (set DEMO_OPERATOR_KEY to choose a new one)');
      expect(second.stderr()).toContain('with the password printed on the first start (set DEMO_OWNER_PASSWORD to choose one)');
      expect(second.stderr()).not.toContain(key);
      expect(second.logs.some((entry) => /seeded|ingested/.test(String(entry.msg)))).toBe(false);
      const organisations = await (await fetch(`${second.baseUrl}/api/organisations`)).json();
      expect(organisations).toHaveLength(2);
      const after = await (await fetch(`${second.baseUrl}/api/conversations/${conversationId}/messages`)).json();
      expect(after.messages.map((message: { message: string }) => message.message)).toEqual([
        ...before.messages.map((message: { message: string }) => message.message),
        'Sent during shutdown',
      ]);
      // The AI is still paused for this conversation: the pause survived the restart.
      const paused = await postJson(second.baseUrl, '/api/chat', chatPayload({ conversation_id: conversationId, message: 'Anyone there?' }));
      expect(paused.body).toHaveLength(1);
      // The key printed on the first start still works.
      const handback = await fetch(`${second.baseUrl}/api/conversations/${conversationId}/handback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(handback.status).toBe(200);

      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    }, 120_000);
  });
}
