// The location a page is known by: its URL without the fragment. A URL source is stored under it,
// a crawl visits each once, and the 202's status tracks it — one rule, so they cannot drift apart.
export function pageUrl(url: string | URL): URL {
  const page = new URL(url);
  page.hash = '';
  return page;
}

export function withoutFragment(url: string | URL): string {
  return pageUrl(url).href;
}
