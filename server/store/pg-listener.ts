// LISTEN on PostgreSQL on a connection of its own (a pooled connection would be handed to other
// queries). Notifications are lost while the connection is down, so a listener is told when it
// is down (`onLost`) and when it listens again (`onListening`), and can stop trusting what it
// learnt from them in between. It reconnects until closed, a second apart.
//
// A frozen server (hung, not stopped) closes nothing: the connection would sit there, neither
// failing nor hearing anything, for as long as the kernel keeps the socket. With the watchdog's
// availability (database-watchdog.ts) the connection is cut as soon as the watchdog marks the
// database away, no new one is tried while it stays away, and one is made at once when it answers.
import pg from 'pg';
import { destroyConnection, type DatabaseAvailability } from './database-watchdog.ts';

export interface ListenHandlers {
  onNotification(payload: string): void;
  /** Listening (again): notifications from now on arrive. */
  onListening(): void;
  /** The connection is lost: notifications may be missed until onListening. */
  onLost(): void;
}

const RECONNECT_MS = 1000;

export function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  availability?: DatabaseAvailability,
): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const away = () => availability?.answering === false;

  const lost = (failed: pg.Client) => {
    if (failed !== client) return;
    client = undefined;
    failed.removeAllListeners();
    // Errors after this are the dead connection's; a listener keeps it from crashing the process.
    failed.on('error', () => {});
    // Its socket closed at once: end() would wait for a frozen server's goodbye.
    try {
      destroyConnection(failed);
    } catch {
      // never connected
    }
    handlers.onLost();
    // While the watchdog says the database is away, its return (below) reconnects instead.
    if (!closed && !away()) retry = setTimeout(connect, RECONNECT_MS);
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

  const stopWatching = availability?.onChange((answering) => {
    if (closed) return;
    if (!answering) {
      clearTimeout(retry);
      retry = undefined;
      if (client) lost(client);
      return;
    }
    if (client) return;
    clearTimeout(retry);
    void connect();
  });

  // Opened while the watchdog says the database is away: its return connects.
  if (!away()) void connect();
  return {
    async close() {
      closed = true;
      stopWatching?.();
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
