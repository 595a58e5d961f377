// Fetching for a multi-tenant server: anyone may ask us to fetch a URL, so the server must not be
// turned against its own network. Only http(s); every address a host name resolves to is checked
// when the socket connects (a custom DNS lookup, so a re-resolving host cannot swap in a private
// address after the check), and again for every redirect, which are followed by hand (at most 5).
// Loopback, private, link-local (cloud metadata), carrier-grade NAT, unique-local, every IPv6 form
// that embeds one of those IPv4 addresses (mapped, compatible, NAT64, 6to4, Teredo), and other
// non-unicast addresses are refused unless the policy allows private ones.
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

/** The switches that let a development setup fetch private addresses, named in every refusal. */
const PRIVATE_SWITCHES = 'KORERO_ALLOW_PRIVATE_FETCH=true (or --allow-private on the korero CLI) allows them in development';

// Metadata endpoints that sit inside ranges ipaddr.js calls unicast.
const METADATA_IPV4 = new Set(['100.100.100.200', '192.0.0.192']);

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return ipaddr.IPv4.parse(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
}

/**
 * IPv6 forms that carry an IPv4 address, with that address: a packet to one of them reaches the
 * IPv4 host (through the kernel, a NAT64 gateway or a tunnel), so it is judged as that host. Teredo
 * carries two (its server, and its client with every bit flipped); both must be public.
 */
function embeddedIpv4(address: ipaddr.IPv6): { form: string; addresses: ipaddr.IPv4[] } | undefined {
  const parts = address.parts;
  const zeros = (from: number, to: number) => parts.slice(from, to).every((part) => part === 0);
  if (zeros(0, 5) && parts[5] === 0xffff) return { form: 'IPv4-mapped IPv6', addresses: [ipv4From(parts[6], parts[7])] };
  // ::/96, except :: and ::1, which ipaddr.js already calls unspecified and loopback.
  if (zeros(0, 6) && (parts[6] !== 0 || parts[7] > 1)) return { form: 'IPv4-compatible IPv6', addresses: [ipv4From(parts[6], parts[7])] };
  if (parts[0] === 0x64 && parts[1] === 0xff9b && zeros(2, 6)) return { form: 'NAT64 (64:ff9b::/96)', addresses: [ipv4From(parts[6], parts[7])] };
  if (parts[0] === 0x2002) return { form: '6to4 (2002::/16)', addresses: [ipv4From(parts[1], parts[2])] };
  if (parts[0] === 0x2001 && parts[1] === 0) {
    return { form: 'Teredo (2001::/32)', addresses: [ipv4From(parts[2], parts[3]), ipv4From(parts[6] ^ 0xffff, parts[7] ^ 0xffff)] };
  }
  return undefined;
}

function ipv4Rule(address: ipaddr.IPv4): string | undefined {
  const range = address.range();
  if (range !== 'unicast') return range;
  if (METADATA_IPV4.has(address.toString())) return 'cloud metadata';
  return undefined;
}

/**
 * Why an address may not be fetched (the rule, e.g. "loopback" or "NAT64 (64:ff9b::/96) of a
 * private IPv4"), or undefined for an ordinary public unicast address. Exported for tests.
 */
export function refusedAddressRule(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return ipv4Rule(parsed as ipaddr.IPv4);
  const embedded = embeddedIpv4(parsed as ipaddr.IPv6);
  if (embedded) {
    for (const inner of embedded.addresses) {
      const rule = ipv4Rule(inner);
      if (rule) return `${embedded.form} of a ${rule} IPv4`;
    }
    return undefined;
  }
  const range = parsed.range();
  return range === 'unicast' ? undefined : range;
}

/** Whether an address is an ordinary public unicast one. Exported for tests. */
export function isPublicAddress(address: string): boolean {
  return refusedAddressRule(address) === undefined;
}

/**
 * The refusal names the rule and the way round it, never the address: a resolved address would
 * tell a tenant about the server's network.
 */
function checkAddress(address: string, policy: FetchPolicy, host: string): void {
  if (policy.allowPrivateHosts?.includes(host)) return;
  if (policy.allowPrivateAddresses) return;
  const rule = refusedAddressRule(address);
  if (rule) {
    throw new FetchRefused(`Refusing to fetch this URL: its address is not a public address (${rule}). Only public addresses are fetched; ${PRIVATE_SWITCHES}`);
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

/** A request with a body (a webhook's POST); without one, safeFetch GETs. */
export interface OutgoingRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

const GET_HEADERS = { accept: 'text/html,application/xhtml+xml,text/markdown,text/plain,application/pdf,application/xml;q=0.9,*/*;q=0.5', 'accept-encoding': 'gzip, deflate, br' };

function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal, outgoing?: OutgoingRequest): Promise<FetchedResource & { location?: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: outgoing?.method ?? 'GET',
        lookup: guardedLookup(policy),
        signal,
        headers: { 'user-agent': policy.userAgent, ...(outgoing ? { ...outgoing.headers, 'content-length': String(Buffer.byteLength(outgoing.body)) } : GET_HEADERS) },
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
    request.end(outgoing?.body);
  });
}

/**
 * GET a URL under the policy (or send `outgoing`, a webhook's POST); redirects are followed by hand
 * and each hop is checked again. A POST's caller passes maxRedirects 0: a body is not re-sent elsewhere.
 */
export async function safeFetch(input: string, policy: FetchPolicy = DEFAULT_FETCH_POLICY, outgoing?: OutgoingRequest): Promise<FetchedResource> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = new URL(input);
  for (let hop = 0; hop <= policy.maxRedirects; hop += 1) {
    checkUrl(url, policy);
    let response: FetchedResource & { location?: string };
    try {
      response = await requestOnce(url, policy, signal, outgoing);
    } catch (error) {
      if (signal.aborted) throw new FetchRefused(`${url.href} did not answer within ${policy.timeoutMs} ms`);
      throw error;
    }
    if (!response.location) return response;
    url = new URL(response.location, url);
  }
  throw new FetchRefused(`More than ${policy.maxRedirects} redirects from ${input}`);
}
