// Who may frame an organisation's widget, and what the loader may show before it asks Korero for
// anything. Pure functions: server/routes/embed.ts feeds them rows and requests.
import { launcherColour } from '../../src/contract/colour-contrast.ts';

/** Korero reached on one of these is running on the developer's own machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Pages on these hosts (any port) count as the developer's own (CSP has no IPv6 host sources). */
const LOOPBACK_PAGE_HOSTS = new Set(['localhost', '127.0.0.1']);

/** CSP sources for "localhost or 127.0.0.1 on any port", http and https. */
export const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** An origin exactly as a browser writes it (scheme://host[:port]), http(s) only. */
export function exactOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

export function isLoopbackOrigin(origin: string): boolean {
  const exact = exactOrigin(origin);
  return exact !== undefined && LOOPBACK_PAGE_HOSTS.has(new URL(exact).hostname);
}

/** The path of the widget frame route: /{organisation_id}/frame. */
export function frameOrganisationId(url: string): string | undefined {
  const path = url.split(/[?#]/)[0];
  const match = /^\/([^/]+)\/frame\/?$/.exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

export interface FramingInput {
  /** organisations.allowed_origins */
  allowedOrigins: readonly unknown[];
  /** Development: pages on localhost/127.0.0.1 (any port) may frame it too. */
  allowLoopback: boolean;
}

/**
 * The CSP frame-ancestors sources for an organisation's frame: Korero itself ('self', so the
 * product's own /widget demo pages work), the organisation's allowed origins, and in development
 * the loopback hosts. Entries that are not exact origins are dropped: a stray ";" or space in the
 * table must not be able to add directives or sources.
 */
export function frameAncestors({ allowedOrigins, allowLoopback }: FramingInput): string[] {
  const sources = new Set(["'self'"]);
  for (const entry of allowedOrigins) {
    const origin = exactOrigin(entry);
    if (origin) sources.add(origin);
  }
  if (allowLoopback) for (const source of LOOPBACK_SOURCES) sources.add(source);
  return [...sources];
}

/** Whether a page on `origin` may embed this organisation (the same rule as frameAncestors). */
export function mayEmbed(origin: string, { allowedOrigins, allowLoopback }: FramingInput): boolean {
  if (allowLoopback && isLoopbackOrigin(origin)) return true;
  return allowedOrigins.some((entry) => exactOrigin(entry) === origin);
}

export interface ThemeSource {
  id: string;
  name: string;
  chatBubbleColor: string;
  chatTextColor: string;
}

// A colour goes into a CSS custom property on the host page: allow colour syntax only.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;

function colour(value: string, fallback: string): string {
  return COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/**
 * The loader's inline themes: {organisationId: [chat_bubble_color, chat_text_color, name]}, as a
 * JavaScript expression that is safe to splice into the script (JSON, with the characters that
 * could end a script or a line escaped).
 */
/** "#ffffff" as "#fff": the loader's bytes are counted, and every page that embeds it pays them. */
const shortHex = (hex: string) => hex.replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i, '#$1$2$3');

export function themesExpression(organisations: readonly ThemeSource[]): string {
  const themes: Record<string, [string, string, string]> = {};
  for (const organisation of organisations) {
    const text = colour(organisation.chatTextColor, '#ffffff');
    themes[organisation.id] = [
      // Readable under the launcher's icon (3:1): the default pair alone is 2.5:1.
      shortHex(launcherColour(colour(organisation.chatBubbleColor, '#6ea9d7'), text)),
      shortHex(text),
      organisation.name.slice(0, 80),
    ];
  }
  return JSON.stringify(themes).replace(/[<>\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
