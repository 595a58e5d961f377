// Reads a text/event-stream body event by event, as a browser's client would.
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Parses a whole event-stream text (app.inject's body) into its events. */
export function parseEventStream(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    // A block of comment lines only (": …", a keep-alive) is no event.
    .filter((block) => block.split('\n').some((line) => line.trim() && !line.startsWith(':')))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The events of a live response, each as soon as it has arrived. */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      yield* parseEventStream(buffered.slice(0, end + 2));
      buffered = buffered.slice(end + 2);
    }
  }
}
