// Process start: config, store, seed, listen, graceful shutdown. The only server file with
// process side effects (signals, exit codes).
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './store/data-dir-lock.ts';
import { openStore } from './store/db.ts';
import { holdWasmTierUp } from './wasm-tier-up.ts';
import { whenIdle } from './when-idle.ts';

/** The language model is loaded ahead of the first question once this thread is idle (when-idle.ts). */
const WARM_UP_WHEN_IDLE = { intervalMs: 500, busyBelow: 0.2 };
/** The word expansions an upgraded data directory lacks are computed this long after listening. */
const BACKFILL_AFTER_MS = 1000;

/**
 * After a major collection V8 lets the old generation grow to ~3× what survived before the next one:
 * under 100 visitors the heap went 60 → 210 MB of garbage (docs/reliability.md, Memory). Each
 * collection now allows this much growth (V8's floor, 8 MB, still applies); 20 % cost the sends
 * under saturation more than 50 % did. Set once listening: the start's own growth (to ~60 MB live
 * in a few seconds) would otherwise pay a collection per step.
 */
const HEAP_GROWING_PERCENT = 50;

/** After this, a shutdown that is still waiting on requests gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const startedAt = performance.now();
/**
 * When each phase of the start ended, ms after this file's first line (`main`: that line, ms after
 * the process started), and the process's CPU time by then (every thread, ms): the ready line logs
 * them, so a slow restart says where it went even on a loaded machine, where wall time says little.
 */
const phases: Record<string, number> = { main: Math.round(startedAt) };
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
};
const phasesCpu: Record<string, number> = { main: cpuMs() };
const phaseDone = <T>(name: string) => (value: T): T => {
  phases[name] = Math.round(performance.now() - startedAt);
  phasesCpu[name] = cpuMs();
  return value;
};
const config = readConfig();
// PGlite's start runs its WebAssembly without recompiling it (wasm-tier-up.ts); released once listening.
const releaseWasmTierUp = config.databaseUrl ? () => undefined : holdWasmTierUp();
// The rest of the server is loaded while the store opens, not before: PGlite compiles its
// WebAssembly off this thread and recovers its data directory meanwhile (a restart after kill -9
// spends most of its time in those two).
const [store, [{ createAnswerEngine }, { buildApp }, { backfillWordExpansions }, { warmUpLanguageModel }, { warmUpWordClasses }, { createNotificationWorker }, { listeningUrl }, { enableSemanticIndex }, { seedDemoOrganisations }, { startBanner }]] =
  await Promise.all([
    openStore(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.timeouts.database, watchdog: config.timeouts.databaseWatchdog }
        : { kind: 'pglite', dataDir: config.dataDir, vector: Boolean(config.embeddings) },
    )
      .then(phaseDone('store'))
      .catch((error: unknown) => {
        if (!(error instanceof DataDirLockedError)) throw error;
        console.error(error.message);
        process.exit(1);
      }),
    Promise.all([
      import('./answer/index.ts'),
      import('./app.ts'),
      import('./knowledge/lexicon/expansions.ts'),
      import('./knowledge/question/nlp.ts'),
      import('./knowledge/lexicon/word-classes.ts'),
      import('./notify/notification-worker.ts'),
      import('./public-url.ts'),
      import('./knowledge/embeddings/semantic-index.ts'),
      import('./seed/seed-demo.ts'),
      import('./start-banner.ts'),
    ]).then(phaseDone('modules')),
  ]);
const engine = await createAnswerEngine(config.answer, store);
const app = await buildApp({ config, store, engine }).then(phaseDone('app'));
// Webhooks and e-mail are sent from queues in the database, by every instance alike.
const notifications = createNotificationWorker({ db: store.db, config: config.notify, publicUrl: () => config.publicUrl, log: app.log });
const semanticIndex = config.embeddings ? await enableSemanticIndex(store, config.embeddings, { log: app.log }) : undefined;

let closing = false;
async function shutdown(signal: string, exitCode = 0): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests
    semanticIndex?.stop();
    await notifications.stop();
    await store.close(); // PGlite flushes its files here
    app.log.info('shut down cleanly');
    process.exit(exitCode);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// `on`, not `once`: under `npm start` on Linux a terminal's Ctrl+C reaches this process and its
// parent (scripts/relaunch.mjs), which passes it on, so the same signal comes twice; the second must
// not end the process before the store is closed. SHUTDOWN_TIMEOUT_MS still bounds the shutdown.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (reason) => {
  app.log.fatal({ err: reason }, 'unhandled promise rejection');
  void shutdown('unhandledRejection', 1);
});

try {
  const seeded = await seedDemoOrganisations(store, {
    contentDir: config.contentDir,
    demoOperatorKey: config.demoOperatorKey,
    demoOwnerPassword: config.team.demoOwnerPassword,
    log: app.log,
    offThread: true,
  });
  phaseDone('seed')(seeded);
  if (seeded.created.length > 0) app.log.info({ organisations: seeded.created }, 'seeded demo organisations');
  await app.listen({ port: config.port, host: config.host });
  phaseDone('listening')(undefined);
  releaseWasmTierUp();
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const boundPort = (app.server.address() as { port: number }).port;
  // PORT=0 picks a free port: citations and snippets must name the one actually bound.
  if (!config.publicUrlFixed) config.publicUrl = listeningUrl(config.host, boundPort);
  app.log.info(
    // The memory settings this process runs with (tests/server/start-settings.test.ts reads them).
    { store: store.kind, startupMs: Math.round(performance.now() - startedAt), phases, phasesCpu, heapGrowingPercent: HEAP_GROWING_PERCENT },
    `Korero is ready on http://${config.host}:${boundPort}`,
  );
  notifications.start();
  // Off the request path: the language model (and WordNet's word classes) loads before the first
  // question needs it, once the requests waiting at a restart have been served (that reading holds
  // this thread for a second on a busy machine; a question meanwhile loads the model itself).
  whenIdle(() => {
    warmUpLanguageModel();
    warmUpWordClasses();
  }, WARM_UP_WHEN_IDLE);
  // An upgraded data directory gets the word expansions its sections predate (statements, not a block of this thread).
  setTimeout(() => {
    backfillWordExpansions(store.db)
      .then((organisations) => organisations.length > 0 && app.log.info({ organisations }, 'word expansions computed for existing content'))
      .catch((error: unknown) => app.log.error({ err: error }, 'word expansions could not be computed'));
  }, BACKFILL_AFTER_MS);
  // For the person at the terminal, on stderr so that stdout stays JSON lines for log tools.
  if (config.logLevel !== 'silent') {
    process.stderr.write(
      startBanner({
        publicUrl: config.publicUrl,
        generatedKeys: seeded.generatedKeys,
        demoKeyFromEnvironment: config.demoOperatorKey !== undefined,
        generatedOwnerPassword: seeded.generatedOwnerPassword,
        ownerPasswordFromEnvironment: config.team.demoOwnerPassword !== undefined,
      }),
    );
  }
  // Sections an earlier run could not embed (or all of them, when embeddings were just switched on)
  // are embedded in the background: answers use full-text search for them meanwhile.
  void semanticIndex?.catchUp();
} catch (error) {
  app.log.fatal({ err: error }, 'start failed');
  await store.close().catch(() => undefined);
  process.exit(1);
}
