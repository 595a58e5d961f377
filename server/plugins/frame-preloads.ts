// The frame (/{organisation_id}/frame) is what an embedding page opens after a click, so its boot
// is on the visitor's clock. From index.html alone the browser finds the frame route's chunks
// only once the router has run, and the organisation only once those have run: two round trips
// one after the other. The frame's copy of index.html names both up front, so they load while
// the entry script does.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The frame route's component chunk, as TanStack Router's code splitting names it in the manifest. */
export const FRAME_ROUTE_CHUNK = 'src/routes/$organisationId/frame.tsx?tsr-split=component';

/** The frame's own page, and the manifest of its own build (vite.config.ts, `--mode frame`). */
export const FRAME_PAGE = 'frame.html';
export const FRAME_MANIFEST = join('.vite', 'frame-manifest.json');

/** Ids the preload may name: the readable demo ids and UUIDs; anything else loads as usual. */
const PRELOADABLE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The script and style files a chunk needs, itself and its imports, not counting the entry. */
export function chunkFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    // index.html's own chunk is the entry: the page loads it anyway.
    if (!chunk || name === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The page for an organisation's frame: frame.html where the build has it, else index.html with
 * the frame route's chunks named; undefined when the build has no manifest (then the plain
 * index.html serves, only slower).
 */
export function framePageRenderer(clientDir: string): ((organisationId: string) => string) | undefined {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const indexPath = join(clientDir, 'index.html');
  const framePath = join(clientDir, FRAME_PAGE);
  const frameManifestPath = join(clientDir, FRAME_MANIFEST);
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const withOrganisation = (page: string) => (organisationId: string) => {
    // The same request the client's api.getOrganisation makes (same URL, mode and credentials).
    const organisationLink = PRELOADABLE_ID.test(organisationId)
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/organisations/${organisationId}">`
      : '';
    return page.replace('</head>', `${organisationLink}</head>`);
  };
  // The frame's own page (frame.html, src/frame-main.tsx): no router, and Vite already names its
  // chunks in it.
  const frameManifest = existsSync(frameManifestPath) ? (JSON.parse(readFileSync(frameManifestPath, 'utf8')) as Manifest) : {};
  if (frameManifest[FRAME_PAGE] && existsSync(framePath)) {
    const frame = readFileSync(framePath, 'utf8');
    if (frame.includes('</head>')) return withOrganisation(frame);
  }
  const index = readFileSync(indexPath, 'utf8');
  const { scripts, styles } = chunkFiles(manifest, FRAME_ROUTE_CHUNK);
  if (scripts.length === 0 || !index.includes('</head>')) return undefined;
  const chunkLinks = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');
  return withOrganisation(index.replace('</head>', `${chunkLinks}</head>`));
}
