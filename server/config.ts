// Every environment variable the server reads, parsed and checked once, here.
// Anything else in server/ receives a Config; nothing else touches process.env.
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { boundedNumber } from './bounded-number.ts';
// answer/config.ts, not answer/index.ts: reading settings must not load the LLM SDKs.
import { AnswerConfigError, parseAnswerEngineConfig, type AnswerEngineConfig } from './answer/config.ts';
import { EmbeddingConfigError, parseEmbeddingConfig, type EmbeddingConfig } from './knowledge/embeddings/embedding-config.ts';
import type { FetchPolicy } from './knowledge/fetch-safe.ts';
import { parseKnowledgeConfig } from './knowledge/knowledge-config.ts';
import { NotifyConfigError, parseNotifyConfig, type NotifyConfig } from './notify/notify-config.ts';
import { listeningUrl, normalisePublicUrl } from './public-url.ts';
import { teamSettings, type TeamConfig } from './team/team-config.ts';
import type { DatabaseWatchdogOptions } from './store/database-watchdog.ts';
import { DEFAULT_DATABASE_TIMEOUTS, DEFAULT_DATABASE_WATCHDOG, type DatabaseTimeouts } from './store/db.ts';

export interface RateLimitConfig {
  /** Off in tests unless a test turns it on. */
  enabled: boolean;
  /** Requests per client address per window on POST /api/chat. */
  chatMax: number;
  /** Requests per client address per window on PUT /api/contacts. */
  contactsMax: number;
  /** Requests per client address per window on each of POST and DELETE …/sources (operators). */
  sourcesMax: number;
  /** Requests per client address per window on each operator read and on the hand-back. */
  operatorMax: number;
  /** Sign-in attempts per client address per window (RATE_LIMIT_SIGN_IN_MAX). */
  signInMax: number;
  windowMs: number;
  /** REDIS_URL: limits are counted in Redis, shared by every instance; unset: in this process. */
  redisUrl?: string;
}

/**
 * Which proxies to believe about the client's address (Fastify's trustProxy): false, every hop
 * (true: anyone can claim any address), a number of hops, or the proxies' addresses and CIDRs.
 */
export type TrustProxy = boolean | number | string[];

/** Every time-out, in milliseconds (HTTP_*_TIMEOUT_MS, DB_*_TIMEOUT_MS). */
export interface TimeoutConfig {
  /** The whole request, headers and body, must arrive within this (Fastify requestTimeout). */
  requestMs: number;
  /** A socket with no traffic at all is closed after this (Fastify connectionTimeout). */
  idleMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** PostgreSQL only (store/db.ts DatabaseTimeouts). */
  database: DatabaseTimeouts;
  /** PostgreSQL only: DB_WATCHDOG_INTERVAL_MS / DB_WATCHDOG_TIMEOUT_MS (store/database-watchdog.ts). */
  databaseWatchdog: DatabaseWatchdogOptions;
}

export interface Config {
  port: number;
  host: string;
  /**
   * Where visitors reach the server, without a trailing slash: PUBLIC_URL, else http://HOST:PORT.
   * Embed snippets and citations of Korero's own pages use it. With PORT=0 the start sets it to
   * the port actually bound.
   */
  publicUrl: string;
  /** True when PUBLIC_URL set publicUrl (then nothing derives it from the listening address). */
  publicUrlFixed: boolean;
  /** PGlite's files; used only when databaseUrl is unset. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; unset selects PGlite in dataDir. */
  databaseUrl?: string;
  /** Exact origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  logLevel: string;
  rateLimit: RateLimitConfig;
  /** The demo organisations' operator key; when unset one is generated at seed and logged once. */
  demoOperatorKey?: string;
  /** Where the built client lives (vite build output). */
  clientDir: string;
  /** Served when the client has not been built, so logos and the sound still load. */
  publicDir: string;
  /** Where the seed content files live. */
  contentDir: string;
  timeouts: TimeoutConfig;
  /** Behind a reverse proxy, trust X-Forwarded-For (as far as this says) for rate limits and logs. */
  trustProxy: TrustProxy;
  /**
   * EMBED_ALLOW_LOCALHOST: pages on localhost/127.0.0.1 (any port) may embed every organisation's
   * widget. Defaults to on unless NODE_ENV=production (the embed's frame route reads it).
   */
  embedAllowLocalhost: boolean;
  /** The answer engine's settings (KORERO_LLM_*), parsed by the engine's own parser. */
  answer: AnswerEngineConfig;
  /** URL sources (KORERO_ALLOW_PRIVATE_FETCH, KORERO_FETCH_ALLOW_HOSTS), parsed by the knowledge module. */
  knowledge: {
    fetchPolicy: FetchPolicy;
    /**
     * INGEST_REPLY_WITHIN_MS: a source still being read after this long is answered 202 Accepted
     * and read on in the background (0: every file and URL source is); quicker ones as before.
     */
    replyWithinMs: number;
  };
  /** KORERO_EMBEDDING_*: unset means retrieval is full-text search alone and nothing about embeddings runs. */
  embeddings?: EmbeddingConfig;
  /** E-mail and webhooks (SMTP_*, NOTIFY_*, WEBHOOK_*), parsed by the notify module. */
  notify: NotifyConfig;
  /** Members' sessions, invitations, the demo owner (team/team-config.ts). */
  team: TeamConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integerIn(env: Env, name: string, fallback: number, min: number, max: number): number {
  return boundedNumber(text(env, name), { fallback, min, max, integer: true }, (problem) => new ConfigError(`${name} ${problem}`));
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** TRUST_PROXY: true/false, a hop count, or comma-separated proxy addresses and CIDRs. */
function trustProxy(env: Env, name: string): TrustProxy {
  const raw = text(env, name);
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) return integerIn(env, name, 0, 0, 100);
  if (/^[a-z]+$/i.test(raw)) return flag(env, name, false);
  return raw.split(',').map((entry) => {
    const proxy = entry.trim();
    const valid = proxy.includes('/') ? isCidr(proxy) : ipaddr.isValid(proxy);
    if (!valid) throw new ConfigError(`${name} must be true, false, a number of hops, or proxy addresses/CIDRs such as 10.0.0.1,172.16.0.0/12; got "${proxy}"`);
    return proxy;
  });
}

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

function redisUrl(env: Env, name: string): string | undefined {
  const raw = text(env, name);
  if (raw !== undefined && !/^rediss?:\/\//.test(raw)) throw new ConfigError(`${name} must start with redis:// or rediss://`);
  return raw;
}

function origins(env: Env, name: string): string[] {
  const raw = text(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(`${name} must list origins such as https://example.com, got "${origin}"`);
    }
    // An origin has no path: "https://example.com/" would never equal a browser's Origin header.
    if (parsed.origin !== origin) throw new ConfigError(`${name}: "${origin}" is not an origin (did you mean ${parsed.origin}?)`);
    return origin;
  });
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const demoOperatorKey = text(env, 'DEMO_OPERATOR_KEY');
  if (demoOperatorKey !== undefined && demoOperatorKey.length < 16) {
    throw new ConfigError('DEMO_OPERATOR_KEY must be at least 16 characters');
  }
  const port = integerIn(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST') ?? 'localhost';
  const publicUrl = publicUrlSetting(env);
  const knowledge = parseKnowledgeConfig(env);
  return {
    port,
    host,
    publicUrl: publicUrl ?? listeningUrl(host, port),
    publicUrlFixed: publicUrl !== undefined,
    dataDir: resolve(cwd, text(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    logLevel,
    rateLimit: {
      enabled: flag(env, 'RATE_LIMIT_ENABLED', true),
      chatMax: integerIn(env, 'RATE_LIMIT_CHAT_MAX', 120, 1, 1_000_000),
      contactsMax: integerIn(env, 'RATE_LIMIT_CONTACTS_MAX', 30, 1, 1_000_000),
      sourcesMax: integerIn(env, 'RATE_LIMIT_SOURCES_MAX', 30, 1, 1_000_000),
      operatorMax: integerIn(env, 'RATE_LIMIT_OPERATOR_MAX', 300, 1, 1_000_000),
      signInMax: integerIn(env, 'RATE_LIMIT_SIGN_IN_MAX', 10, 1, 1_000_000),
      windowMs: integerIn(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
      redisUrl: redisUrl(env, 'REDIS_URL'),
    },
    demoOperatorKey,
    clientDir: resolve(cwd, text(env, 'CLIENT_DIR') ?? './dist'),
    publicDir: resolve(cwd, './public'),
    contentDir: resolve(cwd, text(env, 'CONTENT_DIR') ?? './content'),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    timeouts: {
      requestMs: integerIn(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000, 1000, 3_600_000),
      idleMs: integerIn(env, 'HTTP_IDLE_TIMEOUT_MS', 30_000, 1000, 3_600_000),
      keepAliveMs: integerIn(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5000, 1000, 600_000),
      database: {
        connectMs: integerIn(env, 'DB_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs, 100, 600_000),
        statementMs: integerIn(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.statementMs, 100, 3_600_000),
        idleInTransactionMs: integerIn(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs, 100, 3_600_000),
      },
      databaseWatchdog: {
        intervalMs: integerIn(env, 'DB_WATCHDOG_INTERVAL_MS', DEFAULT_DATABASE_WATCHDOG.intervalMs, 100, 60_000),
        timeoutMs: integerIn(env, 'DB_WATCHDOG_TIMEOUT_MS', DEFAULT_DATABASE_WATCHDOG.timeoutMs, 100, 60_000),
      },
    },
    embedAllowLocalhost: flag(env, 'EMBED_ALLOW_LOCALHOST', text(env, 'NODE_ENV') !== 'production'),
    // Answer-engine settings (KORERO_LLM_*): the engine's owner defines and parses them.
    answer: answerSettings(env),
    knowledge: { ...knowledge, replyWithinMs: integerIn(env, 'INGEST_REPLY_WITHIN_MS', 10_000, 0, 600_000) },
    embeddings: embeddingSettings(env),
    notify: notifySettings(env, knowledge.fetchPolicy),
    team: teamSettings(env, (name, fallback, min, max) => integerIn(env, name, fallback, min, max), (message) => new ConfigError(message)),
  };
}

function publicUrlSetting(env: Env): string | undefined {
  const raw = text(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  const publicUrl = normalisePublicUrl(raw);
  if (!publicUrl) throw new ConfigError(`PUBLIC_URL must be an http(s) URL such as https://chat.example.com, got "${raw}"`);
  return publicUrl;
}

function embeddingSettings(env: Env): EmbeddingConfig | undefined {
  try {
    return parseEmbeddingConfig(env);
  } catch (error) {
    if (error instanceof EmbeddingConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function notifySettings(env: Env, fetchPolicy: FetchPolicy): NotifyConfig {
  try {
    return parseNotifyConfig(env, fetchPolicy);
  } catch (error) {
    if (error instanceof NotifyConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function answerSettings(env: Env): AnswerEngineConfig {
  try {
    return parseAnswerEngineConfig(env);
  } catch (error) {
    if (error instanceof AnswerConfigError) throw new ConfigError(error.message);
    throw error;
  }
}
