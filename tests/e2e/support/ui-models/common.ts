// What the UI-level adapters share: the fixtures the stubbed API answers with (the machine-level
// models' fixtures, SPEC.md §3 shapes), the way a failure reaches the browser, and the page setups.
import { ApiError } from '../../../../src/contract/api-error.ts';
import { CONTACT_ID_KEY, CONVERSATION_ID_KEY } from '../../../../src/services/storage.ts';
import {
  CONTACT_ID,
  CONVERSATION_ID,
  QUESTION,
  conversation,
  organisation,
  summaryOf,
} from '../../../machines/models/fixtures.ts';
import { API, type HeldCall } from '../api-stub.ts';
import { seedLocalStorage } from '../chat-page.ts';
import type { Ui } from '../ui-model.ts';

export { CONTACT_ID, CONVERSATION_ID, QUESTION, conversation, organisation, summaryOf };

/**
 * How an actor's failure reaches the browser: the status of the model's ApiError, or no answer at
 * all (its code 'network', or a failure that is not an ApiError). The client does not retry
 * (api.ts: the machines decide about retries).
 */
export async function failCall(call: HeldCall, error: unknown): Promise<void> {
  if (error instanceof ApiError && error.status !== undefined) await call.fail(error.status, error.message);
  else await call.abort();
}

/** The output a `xstate.done.actor.*` event carries: what the stubbed call answers with. */
export function outputOf(event: Record<string, unknown>): unknown {
  return event.output;
}

/** The error a `xstate.error.actor.*` event carries. */
export function errorOf(event: Record<string, unknown>): unknown {
  return event.error;
}

/** The organisation page answers at once; the chat's own calls are held. */
export function answerOrganisation(ui: Ui, answer = organisation): void {
  ui.api.always('GET', API.organisation, (call) => call.fulfil(answer));
}

export interface VisitOptions {
  path?: string;
  conversationId?: string | null;
  contactId?: string | null;
}

export async function visit(ui: Ui, { path = '/', conversationId = null, contactId = null }: VisitOptions = {}): Promise<void> {
  answerOrganisation(ui);
  await seedLocalStorage(ui.page, { [CONVERSATION_ID_KEY]: conversationId, [CONTACT_ID_KEY]: contactId });
  await ui.page.goto(ui.url(path));
}

/** A returning visitor: the stored conversation is loaded and shown, polling waits its 10 s. */
export async function openStoredConversation(ui: Ui, loaded = conversation(2)): Promise<void> {
  await visit(ui, { conversationId: loaded.id, contactId: loaded.contact.id || null });
  await (await ui.api.next('GET', API.conversation)).fulfil(summaryOf(loaded));
  await (await ui.api.next('GET', API.messages)).fulfil(loaded);
  await ui.chat.waitForView('conversation');
  await ui.chat.waitForMessageCount(loaded.messages.length);
}
