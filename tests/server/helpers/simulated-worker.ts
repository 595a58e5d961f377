// The notification worker on a clock the test moves by hand (no sleeping through backoff or the
// "nobody answered" minutes): now() is the real time plus what advance() added.
import { createNotificationWorker } from '../../../server/notify/notification-worker.ts';
import type { ApiHarness } from './api-harness.ts';

export function simulatedWorker(harness: ApiHarness) {
  let offset = 0;
  const worker = createNotificationWorker({
    db: harness.store.db,
    config: harness.config.notify,
    publicUrl: () => harness.config.publicUrl,
    log: { error: () => undefined },
    now: () => Date.now() + offset,
  });
  return { worker, advance: (ms: number) => (offset += ms) };
}
