// GET /api/contacts/:id/conversations (the past-conversations sidebar) and PUT /api/contacts
// (the contact form, SPEC.md §5: strings, a valid email).
import type { FastifyInstance } from 'fastify';
import { optional, string, type } from 'superstruct';
import { ContactUpdatePayload } from '../../src/services/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import { findContact, toContact, updateContactDetails } from '../store/contacts-repository.ts';
import { listContactConversations, toConversationSummary } from '../store/conversations-repository.ts';
import { assertMaxLength, isUuid, parseBody } from '../validation.ts';
import { routeRateLimit, uuidParam } from './route-helpers.ts';

// `type` (not `object`): unknown query parameters such as cache busters are ignored.
const ConversationListQuery = type({ organisation_id: optional(string()) });

// Beyond the form's rules: bounds that keep one row from swallowing the 1 MB body limit.
const NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;
const PHONE_MAX_LENGTH = 50;

export async function contactRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/contacts/:id/conversations', async (request) => {
    const contactId = uuidParam(request.params.id, 'Contact');
    const query = parseBody(ConversationListQuery, { ...(request.query as object) });
    const contact = await findContact(store.db, contactId);
    if (!contact) throw notFound('Contact not found');
    const rows = await listContactConversations(store.db, contactId, query.organisation_id);
    return rows.map(toConversationSummary);
  });

  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.contactsMax);
  app.put('/api/contacts', { config: { rateLimit } }, async (request) => {
    const payload = parseBody(ContactUpdatePayload, request.body);
    assertMaxLength(payload.name, NAME_MAX_LENGTH, 'name');
    assertMaxLength(payload.email, EMAIL_MAX_LENGTH, 'email');
    assertMaxLength(payload.phone, PHONE_MAX_LENGTH, 'phone');
    if (!isUuid(payload.id)) throw notFound('Contact not found');
    const row = await updateContactDetails(store.db, payload.id.toLowerCase(), payload, Date.now());
    if (!row) throw notFound('Contact not found');
    return toContact(row);
  });
}
