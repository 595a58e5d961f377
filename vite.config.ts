import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { frameDevServer } from './scripts/frame-dev-server.ts';

// The API lives on the Korero server. In development the client talks to it through this proxy,
// so the browser sees one origin — unless VITE_API_BASE points the client at another host, in
// which case nothing is proxied. Logos and the notification sound are in public/, served by Vite.
// embed.js (the /widget demo's widget) is the server's, built by `npm run build`.
const API_TARGET = 'http://127.0.0.1:3000';

const FRAME_ENTRY = fileURLToPath(new URL('./src/frame-main.tsx', import.meta.url));
let frameModules: Set<string> | undefined;

/**
 * Everything the embed frame's entry imports statically, as one chunk: on a cold click the frame
 * fetched 15 files, and with six connections per host they came in waves, each a round trip on the
 * visitor's clock (one gzip stream is also ~5 KB smaller than fifteen). What loads on demand stays
 * in chunks of its own. Only the frame's build (`--mode frame`) groups it. Nothing the frame imports
 * may import the router, which is React's alone (routes/-chat/use-routed-organisation.ts is apart
 * for that).
 */
function frameAppChunk(moduleId: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null {
  if (!frameModules) {
    frameModules = new Set();
    const pending = [FRAME_ENTRY];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (frameModules.has(id)) continue;
      frameModules.add(id);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  // The entry itself stays a chunk of its own, which the page's script tag names (with the bundler's
  // small runtime, the frame then fetches three files at once, in one round trip).
  if (moduleId === FRAME_ENTRY) return null;
  return frameModules.has(moduleId) ? 'frame-app' : null;
}

/**
 * The routed app's entry and everything it imports statically, as one file: every routed page runs
 * all of it before its route's own chunks, but the bundler split it into nine (each shared with a
 * different set of lazy chunks), so `/` fetched 19 files and /fullscreen 22. As one, each page's
 * bytes only fall (the same modules in one gzip stream); the routes' lazy chunks stay as split.
 */
const ROUTED_APP_GROUP = { name: 'app', tags: ['$initial' as const] };

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const proxied = ['/api', '/embed.js'];
  const proxy = env.VITE_API_BASE
    ? undefined
    : Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }]));

  // The embed frame is a build of its own (`vite build --mode frame`, after the routed app's, into
  // the same dist/): it runs on Preact's React-compatible API instead of react-dom, which was 203 KB
  // of the 346 KB of JavaScript a launcher's click waited for, its start-up and first render on that
  // click's path (docs/embed.md, "Preact in the frame"). Korero's routed pages stay on react-dom.
  const frameBuild = mode === 'frame';
  return {
    resolve: frameBuild
      ? {
          alias: [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
          // One copy of Preact for every package that imports React: two would each keep their own hooks.
          dedupe: ['preact'],
        }
      : undefined,
    // The router plugin must run before React's so that it can split route files first.
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        quoteStyle: 'single',
        autoCodeSplitting: true,
      }),
      // Fast Refresh is react-dom's: under Preact an edited component would be re-run and never
      // re-rendered, so in the frame's dev server an edit reloads the frame instead.
      react(frameBuild ? { refreshExclude: /./ } : undefined),
      // Short class names in both builds: the plugin reads any mode but 'production' as development
      // (debug names), and the frame's page carries the routed app's stylesheet inline
      // (server/plugins/frame-shell-page.ts), which the frame's app must match.
      vanillaExtractPlugin(frameBuild ? { identifiers: 'short' } : undefined),
      // `vite` (npm run dev:client) serves the frame from a dev server in this frame mode, as built.
      ...(frameBuild ? [] : [frameDevServer()]),
    ],
    server: { proxy },
    preview: { proxy },
    // The manifest tells the server which chunks a route needs, so it can preload them (frame pages).
    // One stylesheet for every page (13 KB, 3 KB gzip) rather than one per chunk: the embed's frame
    // fetched five, each a request on the visitor's clock after the click.
    build: isSsrBuild
      ? // The embed frame's first view, rendered by the server (src/frame-shell-render.tsx): one
        // self-contained module beside the client (dist/.ssr/, which the server never serves).
        { outDir: 'dist/.ssr', emptyOutDir: false, sourcemap: false, manifest: false, copyPublicDir: false }
      : {
          outDir: 'dist',
          emptyOutDir: !frameBuild,
          copyPublicDir: !frameBuild,
          sourcemap: false,
          manifest: frameBuild ? '.vite/frame-manifest.json' : true,
          cssCodeSplit: false,
          // Every browser the widget supports preloads modules itself; the polyfill was one more
          // file on the frame's way.
          modulePreload: { polyfill: false },
          // Two pages, one per build: the routed app, and the embed frame's own (frame.html →
          // src/frame-main.tsx), which leaves the router out of what a launcher's click waits for.
          // The frame's build adds to the routed app's dist/ and writes a manifest of its own.
          rolldownOptions: {
            input: frameBuild ? 'frame.html' : 'index.html',
            output: { codeSplitting: { groups: [frameBuild ? { name: frameAppChunk } : ROUTED_APP_GROUP] } },
          },
        },
    ssr: { noExternal: true },
  };
});
