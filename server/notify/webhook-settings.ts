// What makes a webhook valid, shared by the API and the CLI: its URL (http(s), no credentials, not
// a private address written as an IP; host names are checked again at every send) and its events.
import { checkUrl, FetchRefused, type FetchPolicy } from '../knowledge/fetch-safe.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../store/schema.ts';

const URL_MAX_LENGTH = 2048;

export class WebhookSettingProblem extends Error {
  override name = 'WebhookSettingProblem';
  constructor(
    message: string,
    readonly field: 'url' | 'events',
  ) {
    super(message);
  }
}

export function checkedWebhookUrl(value: string, policy: FetchPolicy): string {
  if (value.length > URL_MAX_LENGTH) throw new WebhookSettingProblem(`The webhook URL must be at most ${URL_MAX_LENGTH} characters`, 'url');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookSettingProblem('The webhook URL must be an absolute http(s) URL such as https://example.com/hooks/korero', 'url');
  }
  try {
    checkUrl(url, policy);
  } catch (error) {
    if (error instanceof FetchRefused) throw new WebhookSettingProblem(error.message, 'url');
    throw error;
  }
  return url.href;
}

/** The events in their canonical order, each once; none given means all of them. */
export function checkedWebhookEvents(events: readonly string[] | undefined): WebhookEvent[] {
  if (events === undefined) return [...WEBHOOK_EVENTS];
  const unknown = events.find((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
  if (unknown !== undefined) throw new WebhookSettingProblem(`Unknown event "${unknown}": the events are ${WEBHOOK_EVENTS.join(', ')}`, 'events');
  if (events.length === 0) throw new WebhookSettingProblem('A webhook needs at least one event (leave the events out for all of them)', 'events');
  return WEBHOOK_EVENTS.filter((event) => events.includes(event));
}
