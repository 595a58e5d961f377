// POST /api/contacts/identify: identity verification (issue 14). A site that knows its signed-in
// user passes data-user-id and data-user-hash on the embed tag; the chat sends them here before it
// starts. A verified user is one contact per organisation, so their conversations follow them to
// any device; a wrong hash is refused and changes nothing (the widget then stays anonymous). What the
// browser chatted anonymously before the user signed in becomes theirs (store/anonymous-contact-merge.ts).
import type { FastifyInstance } from 'fastify';
import { IdentifiedContact, IdentifyPayload, USER_ID_MAX_LENGTH } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, notFound, unprocessable } from '../http-errors.ts';
import { isUserHash } from '../identity/user-hash.ts';
import { mergeAnonymousContact } from '../store/anonymous-contact-merge.ts';
import { contactForExternalUser, toContact } from '../store/contacts-repository.ts';
import { conversationVersions } from '../store/conversation-versions.ts';
import { listContactConversations } from '../store/conversations-repository.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { assertMaxLength, isUuid, parseBody } from '../validation.ts';
import { routeRateLimit, textParam } from './route-helpers.ts';

export async function identityRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.contactsMax);
  const openapi = {
    summary: "A site's signed-in user, verified: their one contact with the organisation",
    description:
      `user_hash is the hex HMAC-SHA256 of user_id (${USER_ID_MAX_LENGTH} characters at most) keyed with the organisation's identity secret ` +
      '(korero org identity-secret). A hash that does not match is 403 and changes nothing. contact_id, the anonymous contact ' +
      "this browser chatted as before, has its conversations (and the details the user's contact lacks) moved to the user's contact " +
      "if it is an anonymous contact of the same organisation; any other id is ignored.",
    tag: 'visitor',
    body: IdentifyPayload,
    responses: { 200: { description: "The user's contact and their latest conversation (or null).", body: IdentifiedContact } },
  };
  app.post('/api/contacts/identify', { config: { rateLimit, openapi } }, async (request) => {
    const payload = parseBody(IdentifyPayload, request.body);
    const userId = payload.user_id.trim();
    if (userId === '') throw unprocessable('user_id must not be empty', 'user_id');
    assertMaxLength(userId, USER_ID_MAX_LENGTH, 'user_id');
    const organisation = await findOrganisation(store.db, textParam(payload.organisation_id, 'organisation_id'));
    if (!organisation) throw notFound('Organisation not found');
    if (!organisation.identitySecret) throw unprocessable('This organisation has not set up identity verification, so user_hash cannot be checked', 'user_hash');
    if (!isUserHash(organisation.identitySecret, userId, payload.user_hash)) {
      throw new HttpError(403, "user_hash is not the HMAC-SHA256 of user_id with this organisation's identity secret", 'user_hash');
    }
    const verified = await contactForExternalUser(store.db, organisation.id, userId, Date.now());
    const anonymousId = payload.contact_id && isUuid(payload.contact_id) ? payload.contact_id.toLowerCase() : undefined;
    const { contact, movedConversationIds } = anonymousId
      ? await store.db.transaction((tx) => mergeAnonymousContact(tx, verified, anonymousId))
      : { contact: verified, movedConversationIds: [] };
    // Committed: this instance's next poll of a moved conversation shows its new contact.
    for (const conversationId of movedConversationIds) conversationVersions(store).forget(conversationId);
    const [latest] = await listContactConversations(store.db, contact.id, organisation.id);
    return {
      contact: toContact(contact),
      conversation_id: latest ? latest.conversation.id : null,
      moved_conversation_ids: movedConversationIds,
    } satisfies IdentifiedContact;
  });
}
