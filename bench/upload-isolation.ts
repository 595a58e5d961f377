// What the ingestion bench and the soak's ingest scenario share: one organisation uploads a large
// Markdown file to a real server while another organisation's requests are timed. A health check
// and that organisation's chat poll start every 50 ms (not waiting for the previous ones, as real
// clients would not); a failed request counts as infinitely slow.
import { request } from 'node:http';
import { OPERATOR_KEY } from './live-server.ts';

export const PROBE_EVERY_MS = 50;
/** Issue 12's budget for other organisations' requests during a 20 MB upload, on PGlite. */
export const OTHERS_P99_BUDGET_MS = 200;
export const UPLOADING_ORGANISATION = 'queenstown-adventures';
export const OTHER_ORGANISATION = 'harbourside-dental';

/** The request's latency in ms; a failed one counts as infinitely slow (and fails the budget). */
export async function timed(url: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok ? performance.now() - started : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** A conversation of the other organisation, opened with a question: the URL of its poll. */
export async function otherOrganisationPoll(base: string): Promise<string> {
  const response = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message: 'When are you open?',
      conversation_id: '',
      organisation_id: OTHER_ORGANISATION,
      creator: 'CONTACT',
      referrer: 'http://127.0.0.1/bench',
      contact_id: '',
    }),
  });
  const [message] = (await response.json()) as { conversation_id: string }[];
  return `${base}/api/conversations/${message.conversation_id}/messages`;
}

/**
 * Waits (at most 5 minutes) until the conversation holds the assistant's reply to its first
 * message. The first answer loads the answer engine's models and word lists on the serving thread
 * (tens of seconds on a starved core); measured during the upload, that start would be blamed on it.
 */
export async function untilAnswered(pollUrl: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const { messages } = (await (await fetch(pollUrl)).json()) as { messages?: unknown[] };
    if ((messages?.length ?? 0) >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the other organisation got no answer within 5 minutes');
}

export interface UploadAnswer {
  status: number;
  body: { results?: { section_count: number }[] };
}

/** Reads a source answered 202 until it is no longer processing: 201 when ready, 422 when failed. */
async function followToEnd(base: string, statusUrl: string): Promise<UploadAnswer> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const response = await fetch(`${base}${statusUrl}`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } });
    if (!response.ok) continue;
    const source = (await response.json()) as { status: string; section_count: number };
    if (source.status !== 'processing') return { status: source.status === 'ready' ? 201 : 422, body: { results: [{ section_count: source.section_count }] } };
  }
}

/**
 * POSTs the file as multipart/form-data with node:http: fetch gives up waiting for the answer's
 * headers after 300 s, and on a busy machine 20 MB takes longer than that to parse and index.
 */
export function uploadMarkdown(base: string, fileName: string, text: string): Promise<UploadAnswer> {
  const boundary = `----korero-bench-${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/markdown\r\n\r\n`),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const sent = request(`${base}/api/organisations/${UPLOADING_ORGANISATION}/sources`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_KEY}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length },
    }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const answer = { status: response.statusCode ?? 0, body: JSON.parse(body) as UploadAnswer['body'] & { status_url?: string } };
        // A long read is answered 202 (INGEST_REPLY_WITHIN_MS): the upload lasts until its source is done.
        if (answer.status === 202 && answer.body.status_url) resolve(followToEnd(base, answer.body.status_url));
        else resolve(answer);
      });
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

export interface ProbeLatencies {
  health: number[];
  poll: number[];
  /** When the probing started and ended (performance.now()). */
  from: number;
  to: number;
}

/** Health and the other organisation's poll every PROBE_EVERY_MS until `during` settles. */
export async function probeWhile(base: string, pollUrl: string, during: Promise<unknown>): Promise<ProbeLatencies> {
  let running = true;
  const stop = () => (running = false);
  during.then(stop, stop);
  const from = performance.now();
  const health: Promise<number>[] = [];
  const polls: Promise<number>[] = [];
  while (running) {
    health.push(timed(`${base}/api/health`));
    polls.push(timed(pollUrl));
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  const to = performance.now();
  return { health: await Promise.all(health), poll: await Promise.all(polls), from, to };
}
