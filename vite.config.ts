import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';

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
 * in chunks of its own. Korero's routed pages load this chunk too, for what they share with it
 * (React, XState, the chat); that is why nothing the frame imports may import the router
 * (routes/-chat/use-routed-organisation.ts is apart for that).
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

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const proxied = ['/api', '/embed.js'];
  const proxy = env.VITE_API_BASE
    ? undefined
    : Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }]));

  return {
    // The router plugin must run before React's so that it can split route files first.
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        quoteStyle: 'single',
        autoCodeSplitting: true,
      }),
      react(),
      vanillaExtractPlugin(),
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
          emptyOutDir: true,
          sourcemap: false,
          manifest: true,
          cssCodeSplit: false,
          // Every browser the widget supports preloads modules itself; the polyfill was one more
          // file on the frame's way.
          modulePreload: { polyfill: false },
          // Two pages: the routed app, and the embed frame's own (frame.html → src/frame-main.tsx),
          // which leaves the router out of what a launcher's click waits for.
          rolldownOptions: {
            input: { index: 'index.html', frame: 'frame.html' },
            output: { codeSplitting: { groups: [{ name: frameAppChunk }] } },
          },
        },
    ssr: { noExternal: true },
  };
});
