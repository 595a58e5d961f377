// What buildApp needs from the outside world. Tests pass their own (a fake engine, an in-memory
// store); main.ts passes the real ones.
import type { FastifyRequest } from 'fastify';
import type { AnswerEngine } from './answer/engine.ts';
import type { Config } from './config.ts';
import type { Store } from './store/db.ts';

/**
 * Which origins may frame an HTML response (CSP frame-ancestors sources), decided per request.
 * This is the hook for per-organisation framing (the embed's frame route): return the
 * organisation's allowed origins there. null leaves the response without frame-ancestors.
 */
export type FramingPolicy = (request: FastifyRequest) => string[] | null | Promise<string[] | null>;

export interface AppDeps {
  config: Config;
  store: Store;
  engine: AnswerEngine;
  /** Defaults to same-origin framing only for every HTML page. */
  framingPolicy?: FramingPolicy;
  /** Pino options or false; defaults to JSON logs at config.logLevel. */
  logger?: boolean | { level: string; [option: string]: unknown };
}
