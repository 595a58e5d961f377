// Where visitors reach this Korero server: PUBLIC_URL when set (behind a proxy or a domain), else
// the address it listens on. Embed snippets, citations and the start banner all say this one URL.

/** A listening address as a browser would type it: every interface is reachable as localhost. */
export function listeningUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** PUBLIC_URL checked and without a trailing slash; undefined when it is not an http(s) URL. */
export function normalisePublicUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.search || url.hash) return undefined;
  return url.href.replace(/\/+$/, '');
}

/**
 * A URL the server stores relative to itself (a source page such as /acme/sources/…#returns, or a
 * demo page /queenstownadventures#pricing), made absolute so it opens from any page or client.
 */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url;
}
