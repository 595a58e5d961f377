// Security headers (helmet), CORS and rate limits (in this process, or shared through Redis),
// configured in one place.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { FramingPolicy } from '../app-deps.ts';
import type { Config } from '../config.ts';
import type { ImageSourcesPolicy } from './logo-image-sources.ts';

/** Same-origin framing only, until a route's policy says otherwise. */
export const sameOriginFraming: FramingPolicy = () => ["'self'"];

const IMG_SRC = "img-src 'self' data:";

const SECURITY_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // vanilla-extract's assignInlineVars writes the organisation's colours as inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Nothing a message names is loaded. A page adds its organisation's logo (hook below).
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      // Framing is decided per request by the framing policy below, never globally.
      frameAncestors: null,
      // Local and intranet installs run on plain http; upgrading would break them.
      upgradeInsecureRequests: null,
    },
  },
  // X-Frame-Options cannot list origins; frame-ancestors (per request) replaces it.
  frameguard: false,
  // The embed loader, logos and sound are loaded by other organisations' pages.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/** The headers helmet's middleware sets, read off a response that records them. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  framingPolicy: FramingPolicy,
  imageSources: ImageSourcesPolicy = async () => [],
): Promise<void> {
  // The same headers on every response: computed once (@fastify/helmet would run helmet's whole
  // middleware again for every request). A 304 carries none of them: it has no body for them to
  // govern, and a cache keeps those of the response it revalidates.
  const securityHeaders = headersOf(SECURITY_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 304) for (const name of Object.keys(securityHeaders)) reply.removeHeader(name);
    done(null, payload);
  });

  // Every HTML response gets its organisation's logo in img-src, and frame-ancestors from the policy.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const logos = await imageSources(request);
    const pageCsp = reply.getHeader('content-security-policy');
    if (logos.length > 0 && typeof pageCsp === 'string') {
      reply.header('content-security-policy', pageCsp.replace(IMG_SRC, `${IMG_SRC} ${logos.join(' ')}`));
    }
    const sources = await framingPolicy(request);
    if (sources === null) return payload;
    const csp = reply.getHeader('content-security-policy');
    const ancestors = `frame-ancestors ${sources.length > 0 ? sources.join(' ') : "'none'"}`;
    reply.header('content-security-policy', typeof csp === 'string' && csp ? `${csp};${ancestors}` : ancestors);
    return payload;
  });

  await app.register(cors, {
    // Named origins only: an unlisted origin gets no Access-Control-Allow-Origin at all.
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });

  if (config.rateLimit.enabled) {
    // Not global: the routes that write, and those that read operator data, carry a `rateLimit`
    // route config. The key is request.ip: the client's address as far as TRUST_PROXY believes.
    await app.register(rateLimit, { global: false, ...(await sharedLimitStore(app, config.rateLimit.redisUrl)) });
  }
}

/**
 * With REDIS_URL, limits are counted in Redis so that every instance behind a load balancer
 * counts the same requests. Redis being away must not take Korero with it: a command fails after
 * one retry (not queued for ever) and the request then goes through uncounted (skipOnError).
 */
async function sharedLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) return {};
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) app.log.warn({ err: error }, 'Redis for rate limits is unreachable: requests are not counted until it is back');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, skipOnError: true, nameSpace: 'korero-rate-limit-' };
}

/**
 * Lets one response run an inline script named by its hash (a CSP 'sha256-…' source) beside the
 * 'self' scripts that every page may run.
 */
export function allowInlineScript(reply: FastifyReply, source: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${source}`));
}
