// LISTEN on PostgreSQL on a connection of its own (a pooled connection would be handed to other
// queries). Notifications are lost while the connection is down, so a listener is told when it
// is down (`onLost`) and when it listens again (`onListening`), and can stop trusting what it
// learnt from them in between. It reconnects until closed, a second apart.
import pg from 'pg';

export interface ListenHandlers {
  onNotification(payload: string): void;
  /** Listening (again): notifications from now on arrive. */
  onListening(): void;
  /** The connection is lost: notifications may be missed until onListening. */
  onLost(): void;
}

const RECONNECT_MS = 1000;

export function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (failed !== client) return;
    client = undefined;
    failed.removeAllListeners();
    // Errors after this are the dead connection's; a listener keeps it from crashing the process.
    failed.on('error', () => {});
    void failed.end().catch(() => {});
    handlers.onLost();
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (client === next && !closed) handlers.onListening();
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => {});
        await open.end().catch(() => {});
      }
    },
  };
}
