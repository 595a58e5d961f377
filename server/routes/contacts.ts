// GET /api/contacts/:id/conversations (the past-conversations sidebar) and PUT /api/contacts
// (the contact form, SPEC.md §5: strings, a valid email). A contact is one organisation's.
import type { FastifyInstance } from 'fastify';
import { array, optional, string, type } from 'superstruct';
import { Contact, ContactUpdatePayload, ConversationSummary, type ContactDetails } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import {
  createContact,
  findContact,
  findOrganisationContact,
  toContact,
  updateContactDetails,
} from '../store/contacts-repository.ts';
import { queueContactNotifications } from '../notify/queue-notifications.ts';
import { flagLatestConversationForTeam, listContactConversations, toConversationSummary } from '../store/conversations-repository.ts';
import type { Executor } from '../store/executor.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { conversationVersions } from '../store/conversation-versions.ts';
import { assertMaxLength, isUuid, parseBody } from '../validation.ts';
import { routeRateLimit, textParam, uuidParam } from './route-helpers.ts';

// `type` (not `object`): unknown query parameters such as cache busters are ignored.
const ConversationListQuery = type({ organisation_id: optional(string()) });

// Beyond the form's rules: bounds that keep one row from swallowing the 1 MB body limit.
const NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;
const PHONE_MAX_LENGTH = 50;

export async function contactRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const pastConversations = {
    summary: "A contact's conversations (the fullscreen sidebar)",
    description: "With organisation_id, only that organisation's (a contact is one organisation's).",
    tag: 'visitor',
    query: ConversationListQuery,
    responses: { 200: { description: 'The conversations.', body: array(ConversationSummary) } },
  };
  app.get<{ Params: { id: string } }>('/api/contacts/:id/conversations', { config: { openapi: pastConversations } }, async (request) => {
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
  const update = {
    summary: "Save a visitor's contact details",
    description: "With organisation_id, a contact id that is not that organisation's (or none) makes a new contact there.",
    tag: 'visitor',
    body: ContactUpdatePayload,
    responses: { 200: { description: 'The contact as saved.', body: Contact } },
  };
  app.put('/api/contacts', { config: { rateLimit, openapi: update } }, async (request) => {
    const { organisation_id: organisationId, ...payload } = parseBody(ContactUpdatePayload, request.body);
    assertMaxLength(payload.name, NAME_MAX_LENGTH, 'name');
    assertMaxLength(payload.email, EMAIL_MAX_LENGTH, 'email');
    assertMaxLength(payload.phone, PHONE_MAX_LENGTH, 'phone');
    const details = { name: payload.name, email: payload.email, phone: payload.phone };
    const id = isUuid(payload.id) ? payload.id.toLowerCase() : undefined;
    const now = Date.now();
    const organisation = organisationId === undefined ? undefined : await findOrganisation(store.db, textParam(organisationId, 'organisation_id'));
    if (organisationId !== undefined && !organisation) throw notFound('Organisation not found');
    if (!organisation && !id) throw notFound('Contact not found');
    // Details left are a lead: the contact's latest conversation is flagged for the team, and
    // webhooks and e-mail hear of it, in the transaction that stores them.
    const row = await store.db.transaction(async (tx) => {
      const saved = await saveDetails(tx, organisation?.id, id, details, now);
      if (!saved) return undefined;
      const latest = await flagLatestConversationForTeam(tx, saved.id, saved.organisationId);
      await queueContactNotifications(tx, saved, latest, { config: config.notify, publicUrl: config.publicUrl, now });
      return saved;
    });
    if (!row) throw notFound('Contact not found');
    conversationVersions(store).forgetAll();
    return toContact(row);
  });
}

/**
 * With an organisation: its own contact is updated, anyone else (another organisation's id, an
 * unknown one) becomes a new contact. Without one (older clients): the contact with that id.
 */
async function saveDetails(tx: Executor, organisationId: string | undefined, id: string | undefined, details: ContactDetails, now: number) {
  if (organisationId === undefined) return id ? updateContactDetails(tx, id, details, now) : undefined;
  const own = id && (await findOrganisationContact(tx, id, organisationId));
  return own ? updateContactDetails(tx, own.id, details, now) : createContact(tx, organisationId, now, details);
}
