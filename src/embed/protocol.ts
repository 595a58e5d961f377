// The postMessage protocol between the embed loader (on the host page) and the widget frame (on
// Korero's origin). Documented in docs/embed.md. Both sides import this file; it has no imports,
// so the loader bundle stays tiny and the app may depend on it without pulling anything in.
//
// Every message carries a source tag, the protocol version and the session id the loader put in
// the frame's URL. Receivers check event.origin and event.source before they look at the data, and
// senders always name the exact targetOrigin (never "*").

export const PROTOCOL_VERSION = 1;

/** Tag of messages sent by the loader on the host page. */
export const LOADER_SOURCE = 'korero-embed';
/** Tag of messages sent by the widget frame. */
export const FRAME_SOURCE = 'korero-frame';

/** Query parameters of the frame URL, set by the loader. */
export const FRAME_PARAM_HOST_ORIGIN = 'host';
export const FRAME_PARAM_SESSION = 'session';

/** The host page's sessionStorage keys (SPEC.md §3: the widget's organisation id and show flag). */
export const WIDGET_ORGANISATION_KEY = 'korero_widget_organisation_id';
export const WIDGET_SHOW_KEY = 'korero_widget_show';

/**
 * The launcher's look: the organisation's chat_bubble_color, chat_text_color and name (for the
 * launcher's accessible name). A tuple because the loader pays for every property name.
 */
/**
 * The launcher's colours (the bubble already readable under its icon, src/contract/colour-contrast.ts)
 * and the organisation's name. (The launcher's label stays English, "Chat with {name}": the loader's
 * 2 KB have no room for catalogues; the panel itself is in the visitor's language.)
 */
export type Theme = [chatBubbleColor: string, chatTextColor: string, organisationName?: string];

interface Envelope<S extends string> {
  source: S;
  version: typeof PROTOCOL_VERSION;
  session: string;
}

/** Frame → loader. */
export type FrameMessage = Envelope<typeof FRAME_SOURCE> &
  (
    | { type: 'ready'; organisationId: string; theme?: Theme; /** No such organisation (a mistyped id): the loader warns. */ missing?: true }
    | { type: 'new-message'; count: number }
    | { type: 'minimise' }
  );

/** Loader → frame. */
export type LoaderMessage = Envelope<typeof LOADER_SOURCE> &
  (
    | { type: 'hello'; open: boolean }
    | { type: 'visibility'; open: boolean }
  );

export type FrameMessageType = FrameMessage['type'];

/** A message as its sender writes it: the envelope (source, version, session) is added on posting. */
export type Unenveloped<T> = T extends unknown ? Omit<T, keyof Envelope<string>> : never;
export type LoaderMessageType = LoaderMessage['type'];

/**
 * The checks a receiver makes, in one place: the message comes from the window it talks to
 * (`expectedSource`: the iframe's contentWindow for the loader, window.parent for the frame), from
 * that window's exact origin, and carries the other side's tag, this version and this session.
 * Anything else is not ours and is ignored. Fields beyond the envelope are checked by the caller
 * for the types it handles; unknown types fall through.
 */
function readEnvelope(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  expectedOrigin: string,
  expectedSource: unknown,
  source: string,
  session: string,
): unknown {
  const data = event.data as Partial<Envelope<string>> | null;
  // Truthy or not, no boolean: the loader's bytes are counted (scripts/build-embed.mjs).
  return (
    expectedSource &&
    event.source === expectedSource &&
    event.origin === expectedOrigin &&
    data?.source === source &&
    data.version === PROTOCOL_VERSION &&
    data.session === session
  );
}

export function readFrameMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  expectedOrigin: string,
  expectedSource: unknown,
  session: string,
): FrameMessage | undefined {
  return readEnvelope(event, expectedOrigin, expectedSource, FRAME_SOURCE, session) ? event.data : undefined;
}

export function readLoaderMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  expectedOrigin: string,
  expectedSource: unknown,
  session: string,
): LoaderMessage | undefined {
  return readEnvelope(event, expectedOrigin, expectedSource, LOADER_SOURCE, session) ? event.data : undefined;
}

/** Only http(s) origins, written exactly as a browser writes event.origin, are usable targets. */
export function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
