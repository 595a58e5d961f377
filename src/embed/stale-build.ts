// A frame page the browser kept (server/plugins/client-files.ts FRAME_PAGE_CACHE_SECONDS) may name
// the files of a build that a deploy has since replaced: the app's entry, or a chunk it loads
// later, is then gone from the server. The page is fetched again, once: a page that is already a
// reload leaves the error as it is, so a build that is really broken cannot loop.

/** Reloads the page unless it is itself a reload; true when it does. */
export function reloadForNewBuild(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'reload') return false;
  window.location.reload();
  return true;
}

/** Vite's event for a chunk that failed to load (a dynamic import): reload instead of failing. */
export function reloadWhenChunksAreGone(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
