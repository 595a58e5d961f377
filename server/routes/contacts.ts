// GET /api/contacts/:id/conversations (the past-conversations sidebar) and PUT /api/contacts
// (the contact form, SPEC.md §5: strings, a valid email). A contact is one organisation's.
import type { FastifyInstance } from 'fastify';
import { optional, string, type } from 'superstruct';
import { ContactUpdatePayload } from '../../src/services/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import {
  createContact,
  findContact,
  findOrganisationContact,
  toContact,
  updateContactDetails,
} from '../store/contacts-repository.ts';
import { listContactConversations, toConversationSummary } from '../store/conversations-repository.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { assertMaxLength, isUuid, parseBody } from '../validation.ts';
import { routeRateLimit, textParam, uuidParam } from './route-helpers.ts';

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
    // A contact is one organisation's: asked about another, it has no conversations there.
    if (query.organisation_id !== undefined && query.organisation_id !== contact.organisationId) return [];
    const rows = await listContactConversations(store.db, contactId, contact.organisationId);
    return rows.map(toConversationSummary);
  });

  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.contactsMax);
  app.put('/api/contacts', { config: { rateLimit } }, async (request) => {
    const { organisation_id: organisationId, ...payload } = parseBody(ContactUpdatePayload, request.body);
    assertMaxLength(payload.name, NAME_MAX_LENGTH, 'name');
    assertMaxLength(payload.email, EMAIL_MAX_LENGTH, 'email');
    assertMaxLength(payload.phone, PHONE_MAX_LENGTH, 'phone');
    const details = { name: payload.name, email: payload.email, phone: payload.phone };
    const id = isUuid(payload.id) ? payload.id.toLowerCase() : undefined;
    const now = Date.now();
    if (organisationId !== undefined) {
      const organisation = await findOrganisation(store.db, textParam(organisationId, 'organisation_id'));
      if (!organisation) throw notFound('Organisation not found');
      const own = id && (await findOrganisationContact(store.db, id, organisation.id));
      const row = own
        ? await updateContactDetails(store.db, own.id, details, now)
        : await createContact(store.db, organisation.id, now, details);
      if (!row) throw notFound('Contact not found');
      return toContact(row);
    }
    if (!id) throw notFound('Contact not found');
    const row = await updateContactDetails(store.db, id, details, now);
    if (!row) throw notFound('Contact not found');
    return toContact(row);
  });
}
