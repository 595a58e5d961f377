// The one reader of server-sent events the client has: both streams (a chat answer, the console's
// inbox) are read with fetch and a stream reader rather than EventSource, which can neither POST
// nor send an Authorization header.

export interface ServerEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream body into its events as they complete. */
export async function* serverEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      // A block of comments only (a keep-alive) carries no event.
      if (data.length > 0) yield { event, data: data.join('\n') };
    }
  }
}
