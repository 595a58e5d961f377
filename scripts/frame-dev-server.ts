// `npm run dev:client` serves the embed frame as the build does: frame.html and src/frame-main.tsx
// on preact/compat (vite.config.ts, `--mode frame`), not the routed app's frame route on react-dom.
// One dev server has one module graph and one resolution, and the frame's modules are the routed
// app's own files, so they cannot resolve `react` two ways in it. The frame therefore comes from a
// second dev server in the frame's mode inside the first: its modules under FRAME_DEV_BASE, its own
// pre-bundled dependencies (Preact's), its hot updates over the same port.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** Where the frame's dev server serves its modules, within the routed app's dev server. */
export const FRAME_DEV_BASE = '/@frame/';

/** /{organisation_id}/frame, as the server matches it (server/embed/framing.ts frameOrganisationId). */
const FRAME_PAGE_PATH = /^\/[^/]+\/frame\/?$/;

/** For the routed app's dev server only (`vite`): the frame's own is started from here. */
export function frameDevServer(): Plugin {
  return {
    name: 'korero:frame-dev-server',
    apply: 'serve',
    async configureServer(server) {
      const { createServer } = await import('vite');
      const frame = await createServer({
        configFile: server.config.configFile,
        root: server.config.root,
        mode: 'frame',
        base: FRAME_DEV_BASE,
        // Beside the routed app's own pre-bundled dependencies, which are built against react-dom.
        cacheDir: join(server.config.cacheDir, 'frame'),
        logLevel: server.config.logLevel,
        appType: 'custom',
        // Its hot-update socket listens on the routed app's port, at FRAME_DEV_BASE (Vite tells the
        // two sockets apart by path).
        server: { middlewareMode: true, ws: server.httpServer ? { server: server.httpServer } : false },
      });
      server.httpServer?.once('close', () => void frame.close());
      const framePage: Connect.NextHandleFunction = (request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (path.startsWith(FRAME_DEV_BASE)) return frame.middlewares(request, response, next);
        if (request.method !== 'GET' || !FRAME_PAGE_PATH.test(path)) return next();
        const page = readFileSync(join(frame.config.root, 'frame.html'), 'utf8');
        frame
          .transformIndexHtml(request.url ?? path, page)
          .then((html) => {
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html);
          })
          .catch(next);
      };
      // Before Vite's own middlewares, whose fallback would answer the frame's path with index.html.
      server.middlewares.use(framePage);
    },
  };
}
