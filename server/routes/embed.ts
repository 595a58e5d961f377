// The embed (docs/embed.md): GET /embed.js, the loader other sites paste in, and the framing
// policy that gives the widget frame (/{organisation_id}/frame, a client route served as
// index.html) a CSP frame-ancestors naming the organisation's allowed origins.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_ORGANISATION_ID } from '../../src/contract/contract.ts';
import type { AppDeps, FramingPolicy } from '../app-deps.ts';
import type { Config } from '../config.ts';
import { frameAncestors, frameOrganisationId, isLoopbackHost, isLoopbackOrigin, themesExpression, type ThemeSource } from '../embed/framing.ts';
import { findRequestOrganisation } from '../embed/request-organisation.ts';
import { compressed, preferredEncoding } from '../http-encoding.ts';
import { errorBody } from '../http-errors.ts';
import { organisations } from '../store/schema.ts';

/** The placeholder scripts/build-embed.mjs guarantees is in dist/embed.js exactly once. */
export const THEMES_PLACEHOLDER = '"__KORERO_THEMES__"';
/** Short: a new loader reaches every site within minutes of a deploy. */
export const EMBED_CACHE_SECONDS = 300;
/** A page is not expected to embed more organisations than this; more are left to the frame. */
const MAX_INLINE_THEMES = 20;

/**
 * Loopback pages may frame any organisation when configured (development), or when Korero itself
 * is being reached on a loopback address — then the visitor is the developer on their machine.
 */
function allowLoopback(config: Config, request: FastifyRequest): boolean {
  return config.embedAllowLocalhost || isLoopbackHost(request.hostname);
}

export function embedFramingPolicy({ config, store }: Pick<AppDeps, 'config' | 'store'>): FramingPolicy {
  return async (request) => {
    const organisationId = frameOrganisationId(request.url);
    if (organisationId === undefined) return ["'self'"];
    const organisation = await findRequestOrganisation(store.db, request, organisationId);
    // No such organisation (a mistyped id in an embed tag): any page may show the frame that says
    // the assistant is not available; it holds nothing of anyone.
    if (!organisation) return ['*'];
    return frameAncestors({ allowedOrigins: organisation.allowedOrigins, allowLoopback: allowLoopback(config, request) });
  };
}

function refererOf(request: FastifyRequest): URL | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer);
  } catch {
    return undefined;
  }
}

/**
 * The organisations whose launcher this page may draw, so the launcher shows the right colours
 * without a request: those that allow the embedding page's origin (the Referer), the demos on a
 * loopback page in development, and on Korero's own pages (the /widget demos) the organisation in
 * the path. Anything else still works: the frame sends its theme when it is ready.
 */
async function themesFor(request: FastifyRequest, { config, store }: Pick<AppDeps, 'config' | 'store'>): Promise<ThemeSource[]> {
  const referer = refererOf(request);
  if (!referer) return [];
  const origin = referer.origin;
  const conditions = [sql`${organisations.allowedOrigins} @> ${JSON.stringify([origin])}::jsonb`];
  if (origin === `${request.protocol}://${request.host}`) {
    const segment = referer.pathname.split('/')[1] ?? '';
    conditions.push(eq(organisations.isDemo, true), eq(organisations.id, DEFAULT_ORGANISATION_ID));
    if (segment) conditions.push(eq(organisations.id, decodeURIComponent(segment)));
  } else if (allowLoopback(config, request) && isLoopbackOrigin(origin)) {
    conditions.push(eq(organisations.isDemo, true));
  }
  return store.db
    .select({ id: organisations.id, name: organisations.name, chatBubbleColor: organisations.chatBubbleColor, chatTextColor: organisations.chatTextColor })
    .from(organisations)
    .where(or(...conditions))
    .limit(MAX_INLINE_THEMES);
}

export async function embedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const file = join(deps.config.clientDir, 'embed.js');
  let cached: { modified: number; code: string } | undefined;

  async function loader(): Promise<string | undefined> {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.modified !== mtimeMs) cached = { modified: mtimeMs, code: await readFile(file, 'utf8') };
      return cached.code;
    } catch {
      return undefined;
    }
  }

  const openapi = {
    summary: 'The embed loader: the script a page pastes to show the chat launcher (docs/embed.md)',
    tag: 'embed',
    responses: { 200: { description: 'The loader, with the themes of the organisations the page may frame.', contentType: 'text/javascript', body: { type: 'string' } } },
  };
  app.get('/embed.js', { config: { openapi } }, async (request, reply) => {
    const code = await loader();
    if (code === undefined) {
      return reply.code(404).send(errorBody(404, 'The embed loader is not built yet: run npm run build'));
    }
    let themes: ThemeSource[] = [];
    try {
      themes = await themesFor(request, deps);
    } catch (error) {
      // The launcher falls back to the default colours; the frame corrects them when it opens.
      request.log.warn({ err: error }, 'embed.js: organisation themes unavailable');
    }
    // A function, so that "$&" in an organisation's name is not a replacement pattern.
    const body = code.replace(THEMES_PLACEHOLDER, () => themesExpression(themes));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', `public, max-age=${EMBED_CACHE_SECONDS}`)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .header('vary', 'Referer, Accept-Encoding');
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compressed(body, encoding));
  });
}
