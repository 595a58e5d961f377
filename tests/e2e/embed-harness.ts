// What the embed browser tests share: the real Korero server (built client, temp data dir) on
// 127.0.0.1, host-page fixtures on other origins, and Debian's Chromium through playwright-core.
//
//   Korero            http://127.0.0.1:<port>
//   allowed host page http://localhost:<port>   (development: loopback pages may embed)
//   foreign site      http://127.0.0.2:<port>   (on no organisation's allow list)
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { serverEntry } from '../../scripts/server-build.mjs';
import { BUILD_COPY_VARIABLE } from './support/client-copy.global.ts';
import { forgetOrigins } from './support/forget-origins.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Chromium from PATH (Debian's `chromium`), never a path written into the repo. */
export function chromiumExecutable(): string {
  for (const name of ['chromium', 'chromium-browser']) {
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // keep looking
      }
    }
  }
  throw new Error('chromium is not on PATH');
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), headless: true, args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every file a test process runs (vitest.e2e.config.ts runs them one after another
 * in one process): launching one per file cost about a second each. Nothing carries over from file
 * to file through it: every test opens a context of its own (storage, cache, routes and clock start
 * empty), and releaseSharedBrowser closes whatever contexts a file left open. Not closed by the
 * files: Playwright closes it when the test process exits.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

/** At the end of a file: the contexts it left open in the shared browser are closed. */
export async function releaseSharedBrowser(): Promise<void> {
  const browser = await shared;
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

/**
 * A browser with an ordinary (not incognito) profile. Playwright's newContext() is an incognito
 * context, where Chromium blocks third-party storage: the widget's frame could not keep its
 * conversation there, as for a real visitor in a private window.
 */
export async function launchProfile(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'korero-embed-profile-'));
  // Allow third-party storage the way most visitors' browsers still do (cookie controls off).
  mkdirSync(join(profile, 'Default'), { recursive: true });
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable(), headless: true, args: CHROMIUM_ARGS });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One profile for a file's tests, each as a visitor arriving for the first time: after a test its
 * routes go, its pages close, and the origins' cookies, storage (the frame's too, kept under the
 * host page's site) and the HTTP cache are cleared, as a new profile would have them. The first
 * page the profile opened stays, to reach the browser through.
 */
export async function forgetVisits(context: BrowserContext, origins: string[]): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const [anchor, ...opened] = context.pages();
  await Promise.all(opened.map((page) => page.close()));
  await forgetOrigins(anchor, origins, { httpCache: true });
}

export async function freePort(host: string): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Korero {
  origin: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A closed PGlite data directory (migrated and seeded) the server starts from, a copy of its own. */
  dataTemplate?: string;
  /** The port to listen on (a server started again where a browser knew the last one); else a free one. */
  port?: number;
  /** A copy of the build the caller owns (and may change between starts); else a private copy of dist/. */
  clientDir?: string;
  /**
   * The server may outlive the file that started it (suite.ts's shared server): it stops, and its
   * data directory goes, when the test process does (support/stop-with-test-process.mjs).
   */
  outlivesFile?: boolean;
}

const STOP_WITH_TEST_PROCESS = new URL('./support/stop-with-test-process.mjs', import.meta.url).href;

/**
 * Starts the compiled server (build/server.js, as `npm start` runs it) as a child process and
 * waits for /api/health. Needs `npm run build` (the globalSetup compiles the server when stale).
 * Without a `dataTemplate` it creates, migrates and seeds a new database.
 */
export async function startKorero(
  env: Record<string, string> = {},
  { dataTemplate, port: chosenPort, clientDir: chosenClientDir, outlivesFile = false }: StartOptions = {},
): Promise<Korero> {
  const host = '127.0.0.1';
  const port = chosenPort ?? (await freePort(host));
  const dataDir = mkdtempSync(join(tmpdir(), 'korero-embed-e2e-'));
  if (dataTemplate) cpSync(dataTemplate, join(dataDir, 'data'), { recursive: true });
  // A private copy of the build: another `npm run build` in this tree must not pull it away mid-run.
  const built = join(REPO_ROOT, 'dist');
  if (!existsSync(join(built, 'index.html')) || !existsSync(join(built, 'embed.js'))) throw new Error('Run `npm run build` first');
  // The run's copy (support/client-copy.global.ts), or outside the tests (the bench) one per server.
  const clientDir = chosenClientDir ?? process.env[BUILD_COPY_VARIABLE] ?? join(dataDir, 'client');
  if (clientDir === join(dataDir, 'client')) cpSync(built, clientDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, outlivesFile ? ['--import', STOP_WITH_TEST_PROCESS, serverEntry] : [serverEntry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: host,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      ...(outlivesFile && { KORERO_TEST_SCRATCH: dataDir }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', ...(outlivesFile ? (['ipc'] as const) : [])],
  });
  // The channel only tells the server when this process is gone; it keeps neither process alive.
  if (outlivesFile) {
    child.channel?.unref();
    child.unref();
  }
  const origin = `http://${host}:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Korero exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('Korero did not become healthy');
    }
    // Asked often: a refused connection costs next to nothing, and every 200 ms cost a file ~100 ms.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HostPageOptions {
  organisationId?: string;
  /** Extra attributes on the script tag, e.g. { 'data-position': 'left' }. */
  attributes?: Record<string, string>;
  /** Extra markup in <head> and <body>. */
  head?: string;
  body?: string;
}

export type PageFactory = (options: HostPageOptions) => string;

/**
 * A site owner's page: some content, the snippet, nothing else. The fixture server answers
 * /page?spec=<base64 JSON HostPageOptions> and /raw?html=<base64 html> on every address it listens.
 */
export interface HostSite {
  /** http://localhost:port: may embed the demo organisations in development. */
  allowed: string;
  /** http://127.0.0.2:port: on nobody's allow list. */
  foreign: string;
  pageUrl(origin: string, options?: HostPageOptions): string;
  rawUrl(origin: string, html: string): string;
  stop(): Promise<void>;
}

export function hostPageHtml(koreroOrigin: string, options: HostPageOptions): string {
  const attributes = Object.entries(options.attributes ?? {})
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A site that embeds Korero</title>${options.head ?? ''}</head>
<body>
<h1 id="heading">Welcome to our shop</h1>
<p id="content">Plain content that must not move when the widget arrives.</p>
${options.body ?? ''}
<script src="${koreroOrigin}/embed.js" data-organisation-id="${options.organisationId ?? 'queenstown-adventures'}"${attributes} async></script>
</body></html>`;
}

export async function startHostSite(koreroOrigin: string): Promise<HostSite> {
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const encoded = url.searchParams.get('spec') ?? url.searchParams.get('html');
    if (!encoded) {
      response.writeHead(404).end();
      return;
    }
    const decoded = Buffer.from(encoded, 'base64url').toString('utf8');
    const html = url.pathname === '/page' ? hostPageHtml(koreroOrigin, JSON.parse(decoded) as HostPageOptions) : decoded;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  };
  const servers: Server[] = [];
  const listen = async (host: string): Promise<number> => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return (server.address() as AddressInfo).port;
  };
  const allowedPort = await listen('127.0.0.1');
  const foreignPort = await listen('127.0.0.2');
  const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
  return {
    allowed: `http://localhost:${allowedPort}`,
    foreign: `http://127.0.0.2:${foreignPort}`,
    pageUrl: (origin, options = {}) => `${origin}/page?spec=${encode(JSON.stringify(options))}`,
    rawUrl: (origin, html) => `${origin}/raw?html=${encode(html)}`,
    async stop() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
