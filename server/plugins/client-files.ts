// The built client (vite build → dist/) and its static assets, with the SPA fallback: any GET
// for a client route (no file extension, outside /api) answers index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { frameOrganisationId } from '../embed/framing.ts';
import { errorBody } from '../http-errors.ts';
import { compressed, preferredEncoding } from '../http-encoding.ts';
import type { Organisation } from '../../src/contract/contract.ts';
import { framePageRenderer } from './frame-preloads.ts';
import { loadFrameShellPage } from './frame-shell-page.ts';
import { allowInlineScript } from './security.ts';
import { acceptedLanguages, chooseLocale, chooseTheme, LOCALE_PARAM, THEME_PARAM } from '../../src/contract/locales.ts';

/** The organisation a frame page is for, as the API gives it; undefined when there is none. */
export type OrganisationLookup = (request: FastifyRequest, organisationId: string) => Promise<Organisation | undefined>;

/**
 * How long a browser may reuse an organisation's frame page without asking: the site's next page
 * then opens the panel with no request before its first view (a warm open waited ~40 ms for the
 * server on a busy machine, bench/embed.ts). The organisation's changes reach an open page after
 * at most this long, as the launcher's colours in embed.js do after EMBED_CACHE_SECONDS; a page
 * kept across a deploy names the old build's files, and its inline script reloads it once when
 * the app's entry is gone (src/embed/frame-shell-script.ts).
 */
export const FRAME_PAGE_CACHE_SECONDS = 60;

/** Longer paths are no file of ours and no client route; answering 404 keeps them off the disk. */
const MAX_PATH_LENGTH = 1024;

/** ?locale= (the loader's data-locale), else the browser's languages; ?theme= (data-theme), else auto. */
function framePreferences(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const param = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  return {
    locale: chooseLocale([param(LOCALE_PARAM), ...acceptedLanguages(request.headers['accept-language'])]),
    theme: chooseTheme(param(THEME_PARAM)),
  };
}

export function isClientBuilt(config: Config): boolean {
  return existsSync(join(config.clientDir, 'index.html'));
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
const hasFileExtension = (path: string) => path.slice(path.lastIndexOf('/') + 1).includes('.');

export async function registerClientFiles(app: FastifyInstance, config: Config, findOrganisation: OrganisationLookup): Promise<void> {
  const built = isClientBuilt(config);
  // Without a build, public/ still serves the logos and the notification sound.
  const root = built ? config.clientDir : existsSync(config.publicDir) ? config.publicDir : undefined;
  if (!built) app.log.warn({ clientDir: config.clientDir }, 'client not built: serving the API and public/ only');

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send(errorBody(404, `No ${request.method} ${path.slice(0, 200)} here`));
  };
  app.setNotFoundHandler(notFound);

  if (!root) return;
  // serve: false — the route below decides what reaches the disk: files only, never /api.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    // @fastify/static allows dotfiles by default; the build's .vite/manifest.json is not for browsers.
    dotfiles: 'ignore',
    // The build writes .br and .gz copies (scripts/precompress.mjs): each file leaves compressed as
    // the browser's Accept-Encoding allows (brotli first), with Vary: Accept-Encoding; a file
    // without a copy, or a client that accepts neither, gets the file as it is.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite's hashed assets never change under the same name.
      const immutable = path.startsWith(join(root, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  const renderFramePage = built ? framePageRenderer(root) : undefined;
  const renderFrameShellPage = renderFramePage && (await loadFrameShellPage(root));
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (isApiPath(path) || path.length > MAX_PATH_LENGTH) return notFound(request, reply);
    if (hasFileExtension(path)) {
      // send decodes the path, refuses traversal and dotfiles, and a missing file becomes a 404.
      return reply.sendFile(path.slice(1));
    }
    if (!built) {
      return reply.code(404).send(errorBody(404, 'The client has not been built yet: run `npx vite build`, or `npm start`'));
    }
    reply.header('cache-control', 'no-cache');
    const frameOrganisation = renderFramePage && frameOrganisationId(path);
    if (frameOrganisation) {
      // Helmet's Origin-Agent-Cluster: ?1 asks for a process keyed by origin. Chromium learns it
      // from the response, after it picked a process for the frame by site, and starts over in
      // another: ~50 ms of the visitor's click (bench/embed.ts). A frame shares no agent cluster
      // with its cross-site host page either way, and Korero's own pages keep the header.
      reply.removeHeader('origin-agent-cluster');
      reply.type('text/html; charset=utf-8');
      const page = renderFramePage(frameOrganisation);
      const organisation = renderFrameShellPage && (await findOrganisation(request, frameOrganisation));
      if (!organisation) return reply.send(page);
      const shellPage = renderFrameShellPage(page, frameOrganisation, organisation, framePreferences(request));
      allowInlineScript(reply, shellPage.scriptSource);
      // Private: the query may carry a signed-in user's id and hash. The language may come from
      // Accept-Language; the theme and everything else the page depends on is in its URL.
      reply.header('cache-control', `private, max-age=${FRAME_PAGE_CACHE_SECONDS}`).header('vary', 'Accept-Language, Accept-Encoding');
      // Compressed as the built files are (32 KB, most of it the inline stylesheet, leave as ~7).
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(shellPage.html);
      return reply.header('content-encoding', encoding).send(compressed(shellPage.html, encoding));
    }
    return reply.sendFile('index.html');
  });
}
