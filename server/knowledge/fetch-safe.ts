// Fetching for a multi-tenant server: anyone may ask us to fetch a URL, so the server must not be
// turned against its own network. Only http(s); every address a host name resolves to is checked
// when the socket connects (a custom DNS lookup, so a re-resolving host cannot swap in a private
// address after the check), and again for every redirect, which are followed by hand (at most 5).
// Loopback, private, link-local (cloud metadata), carrier-grade NAT, unique-local, IPv4-mapped
// IPv6 of those, and other non-unicast addresses are refused unless the policy allows private ones.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import ipaddr from 'ipaddr.js';

export interface FetchPolicy {
  /** Development and the demo's own pages only: allows loopback and private addresses. */
  allowPrivateAddresses: boolean;
  /** Host names (exactly as in the URL) that may be private, e.g. the server's own demo pages. */
  allowPrivateHosts?: string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
}

export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  allowPrivateAddresses: false,
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 5,
  userAgent: 'KoreroBot/0.1 (+https://github.com/korero)',
};

/** A URL that could not be read: unreachable, an error status, or refused by the policy. */
export class FetchFailed extends Error {
  override name = 'FetchFailed';
}

/** Refused by the policy (a private address, a scheme, a size or redirect cap). */
export class FetchRefused extends FetchFailed {
  override name = 'FetchRefused';
}

export interface FetchedResource {
  /** The URL finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Uint8Array;
}

/** Whether an address is an ordinary public unicast one. Exported for tests. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range !== 'unicast') return false;
  // Metadata endpoints that sit inside ranges ipaddr.js calls unicast.
  if (parsed.kind() === 'ipv4' && ['100.100.100.200', '192.0.0.192'].includes(parsed.toString())) return false;
  return true;
}

function checkAddress(address: string, policy: FetchPolicy, host: string): void {
  if (policy.allowPrivateHosts?.includes(host)) return;
  if (!policy.allowPrivateAddresses && !isPublicAddress(address)) {
    throw new FetchRefused(`Refusing to fetch ${host}: ${address} is not a public address`);
  }
}

/** A DNS lookup that fails the connection when any resolved address is not allowed. */
function guardedLookup(policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      try {
        if (addresses.length === 0) throw new FetchRefused(`${hostname} has no address`);
        for (const entry of addresses) checkAddress(entry.address, policy, hostname);
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export function checkUrl(url: URL, policy: FetchPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`Only http and https URLs can be fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused('URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // IP literals never reach the DNS lookup, so they are checked here.
  if (ipaddr.isValid(host)) checkAddress(host, policy, host);
}

function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<FetchedResource & { location?: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(policy),
        signal,
        headers: { 'user-agent': policy.userAgent, accept: 'text/html,application/xhtml+xml,text/markdown,text/plain,application/pdf,application/xml;q=0.9,*/*;q=0.5', 'accept-encoding': 'gzip, deflate, br' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ url: url.href, status, contentType: '', body: new Uint8Array(), location });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > policy.maxBytes) {
          response.destroy();
          reject(new FetchRefused(`${url.href} is larger than ${policy.maxBytes} bytes`));
          return;
        }
        const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
        const decoder = encoding === 'gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
        const stream = decoder ? response.pipe(decoder) : response;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Counted after decompression: a small compressed bomb is still capped.
          if (size > policy.maxBytes) {
            response.destroy();
            decoder?.destroy();
            reject(new FetchRefused(`${url.href} is larger than ${policy.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () =>
          resolve({ url: url.href, status, contentType: String(response.headers['content-type'] ?? ''), body: new Uint8Array(Buffer.concat(chunks)) }),
        );
        stream.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** GET a URL under the policy; redirects are followed by hand and each hop is checked again. */
export async function safeFetch(input: string, policy: FetchPolicy = DEFAULT_FETCH_POLICY): Promise<FetchedResource> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = new URL(input);
  for (let hop = 0; hop <= policy.maxRedirects; hop += 1) {
    checkUrl(url, policy);
    let response: FetchedResource & { location?: string };
    try {
      response = await requestOnce(url, policy, signal);
    } catch (error) {
      if (signal.aborted) throw new FetchRefused(`${url.href} did not answer within ${policy.timeoutMs} ms`);
      throw error;
    }
    if (!response.location) return response;
    url = new URL(response.location, url);
  }
  throw new FetchRefused(`More than ${policy.maxRedirects} redirects from ${input}`);
}
