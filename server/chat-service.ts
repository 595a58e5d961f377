// POST /chat: store the sender's message and, when the AI is answering, its reply. The answer
// engine runs before the transaction (it may be slow, and a failure must store nothing); the
// transaction then writes contact, conversation, messages and counters together. The client's
// message id makes a send idempotent: a repeat, even a concurrent one, gets the first result.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGE_MAX_LENGTH, MESSAGE_VERSION, type Message, type SendMessagePayload } from '../src/contract/contract.ts';
import { TEXTS } from '../src/contract/texts.ts';
import type { Answer, AnswerEngine } from './answer/engine.ts';
import { conflict, notFound, unavailable, unprocessable } from './http-errors.ts';
import type { NotifyConfig } from './notify/notify-config.ts';
import { queueConversationNotifications } from './notify/queue-notifications.ts';
import { actorIds, actorName, type OperatorActor } from './team/operator-access.ts';
import { absoluteUrl } from './public-url.ts';
import type { Store } from './store/db.ts';
import { createContact, findOrganisationContact } from './store/contacts-repository.ts';
import {
  createConversation,
  findConversation,
  lockConversation,
  recordMessages,
  type ConversationWithContact,
} from './store/conversations-repository.ts';
import { claimSend, findSentMessages, recordSendMessages, type SendKey } from './store/message-sends-repository.ts';
import { hasNoticeSince, insertMessages, recentMessages, toMessage, type MessageRow, type NewMessage } from './store/messages-repository.ts';
import { latestConversationEvent, recordConversationEvent } from './store/conversation-events-repository.ts';
import type { Executor } from './store/executor.ts';
import { findOrganisation, type OrganisationRow } from './store/organisations-repository.ts';
import { recordUnansweredQuestion } from './store/unanswered-repository.ts';
import { conversationVersions } from './store/conversation-versions.ts';
import { checkedTimeZone } from './time-zone.ts';
import { assertMaxLength, isUuid } from './validation.ts';

/** How much of the conversation an answer engine sees. */
const HISTORY_LIMIT = 20;
const REFERRER_MAX_LENGTH = 4096;
const CLIENT_MESSAGE_ID_MAX_LENGTH = 200;
const SENDER_FIELD_MAX_LENGTH = 2048;

export interface ChatServiceDeps {
  store: Store;
  engine: AnswerEngine;
  log: FastifyBaseLogger;
  /** This server's public URL: citations of its own pages are made absolute with it. */
  publicUrl: string;
  /** What the team is told (webhooks, e-mail), queued in the send's transaction. */
  notify: NotifyConfig;
  now?: () => number;
}

type HistoryEntry = Pick<Message, 'creator' | 'message'>;

/** Proves who sends as the team (AGENT, USER): a member's session or an API key (team/operator-access.ts). */
export type AuthoriseTeamSender = (organisationId: string, refusal: string) => Promise<OperatorActor>;

function checkPayload(payload: SendMessagePayload): string {
  checkedTimeZone(payload.time_zone);
  if (payload.message.trim().length === 0) throw unprocessable('Field "message" must not be empty', 'message');
  assertMaxLength(payload.message, MESSAGE_MAX_LENGTH, 'message');
  assertMaxLength(payload.referrer, REFERRER_MAX_LENGTH, 'referrer');
  for (const field of ['id', 'user_id', 'user_name', 'user_profile_picture_url'] as const) {
    assertMaxLength(payload[field] ?? '', field === 'id' ? CLIENT_MESSAGE_ID_MAX_LENGTH : SENDER_FIELD_MAX_LENGTH, field);
  }
  return payload.message;
}

async function resolveConversation(
  store: Store,
  payload: SendMessagePayload,
  organisation: OrganisationRow,
): Promise<ConversationWithContact | undefined> {
  if (payload.conversation_id === '') return undefined;
  const found = isUuid(payload.conversation_id) ? await findConversation(store.db, payload.conversation_id) : undefined;
  if (!found) throw notFound('Conversation not found');
  if (found.conversation.organisationId !== organisation.id) {
    // Never mix: the client resets and starts a new conversation for this organisation (SPEC.md §4).
    throw conflict('The conversation belongs to another organisation', 'conversation_id');
  }
  return found;
}

function senderFields(payload: SendMessagePayload, organisation: OrganisationRow, contactId: string, contactName: string, actor?: OperatorActor) {
  if (payload.creator === 'CONTACT') return { userId: contactId, userName: contactName, userProfilePictureUrl: '' };
  // A member's reply carries who they are, whatever the client says (issue 13: who said what).
  if (payload.creator === 'USER' && actor?.kind === 'member') return { userId: actor.member.id, userName: actor.member.name, userProfilePictureUrl: '' };
  const isAgent = payload.creator === 'AGENT';
  return {
    userId: payload.user_id ?? '',
    userName: payload.user_name || (isAgent ? organisation.name : 'Team member'),
    userProfilePictureUrl: payload.user_profile_picture_url ?? (isAgent ? organisation.logoUrl : ''),
  };
}

/** A message in the organisation's name (the AI's reply, Korero's notice), less its text. */
function organisationMessage(organisation: OrganisationRow, conversationId: string, sequence: number, createdAt: number) {
  return {
    id: randomUUID(),
    conversationId,
    userId: organisation.id,
    userName: organisation.name,
    userProfilePictureUrl: organisation.logoUrl,
    creator: 'AGENT' as const,
    createdAt,
    sequence,
    version: MESSAGE_VERSION,
    citations: [],
    referrer: '',
  };
}

/** Raised inside the transaction when a repeat of this send got there first: roll back, replay. */
class RepeatedSend extends Error {}

/** The idempotency key of a send that carries the client's message id (SPEC.md §3 `id`). */
function sendKeyOf(payload: SendMessagePayload, organisation: OrganisationRow): SendKey | undefined {
  const id = payload.id?.trim();
  if (!id) return undefined;
  const scope = payload.conversation_id === '' ? '' : `${payload.conversation_id.toLowerCase()}/`;
  return { organisationId: organisation.id, clientMessageId: `${scope}${id}` };
}

/**
 * The first send's messages for a repeat of it. The same id with another text or sender is not a
 * repeat but a client error: 409, and nothing of the first send is shown.
 */
async function replayOf(deps: ChatServiceDeps, key: SendKey, payload: SendMessagePayload): Promise<Message[] | undefined> {
  const rows: MessageRow[] | undefined = await findSentMessages(deps.store.db, key);
  if (!rows) return undefined;
  const sent = rows[0];
  if (!sent || sent.message !== payload.message || sent.creator !== payload.creator) {
    throw conflict('This message id was already used for another message', 'id');
  }
  return rows.map(toMessage);
}

export async function sendMessage(
  deps: ChatServiceDeps,
  payload: SendMessagePayload,
  authorise: AuthoriseTeamSender,
  /** POST /chat/stream: each visible piece of an LLM answer as it is generated. */
  stream: { onText?: (piece: string) => void } = {},
): Promise<Message[]> {
  const now = deps.now ?? Date.now;
  const text = checkPayload(payload);
  const organisation = await findOrganisation(deps.store.db, payload.organisation_id);
  if (!organisation) throw notFound('Organisation not found');
  const actor =
    payload.creator === 'CONTACT' ? undefined : await authorise(organisation.id, `Sending as ${payload.creator} needs this organisation's operator key`);
  const existing = await resolveConversation(deps.store, payload, organisation);
  const sendKey = sendKeyOf(payload, organisation);
  // A retry after a lost answer: the first result, without asking the engine again.
  const replay = sendKey && (await replayOf(deps, sendKey, payload));
  if (replay) return replay;
  const receivedAt = now();

  // Only a visitor's message gets an AI reply, and only while no team member has taken over.
  const aiAnswers = payload.creator === 'CONTACT' && !existing?.conversation.aiPaused;
  const history: HistoryEntry[] = existing ? await recentMessages(deps.store.db, existing.conversation.id, HISTORY_LIMIT) : [];
  let answer: Answer | undefined;
  if (aiAnswers) {
    try {
      answer = await deps.engine.answer({
        organisation: { id: organisation.id, name: organisation.name },
        history,
        question: text,
        onText: stream.onText,
      });
    } catch (error) {
      deps.log.error({ err: error, organisationId: organisation.id }, 'answer engine failed');
      throw unavailable('The assistant could not answer just now. Please try again.');
    }
  }
  const repliedAt = Math.max(now(), receivedAt);
  const summary = await summaryIfMissing(deps, existing, [...history, { creator: payload.creator, message: text }], answer);

  // Another organisation's contact is never reused: the visitor becomes a new contact here.
  const contactFromPayload =
    !existing && isUuid(payload.contact_id)
      ? await findOrganisationContact(deps.store.db, payload.contact_id.toLowerCase(), organisation.id)
      : undefined;

  const store = () => deps.store.db.transaction(async (tx) => {
    const contact = existing?.contact ?? contactFromPayload ?? (await createContact(tx, organisation.id, receivedAt));
    const conversationId = existing?.conversation.id ?? randomUUID();
    if (!existing) {
      await createConversation(tx, { id: conversationId, organisationId: organisation.id, contactId: contact.id, now: receivedAt });
    }
    // Claimed before the conversation is locked, in every send alike: a concurrent repeat waits
    // here for the first to commit, then fails, and its contact and conversation roll back.
    if (sendKey && !(await claimSend(tx, sendKey, conversationId, receivedAt))) throw new RepeatedSend();
    // A team member may have taken over while the engine was thinking: then the reply is dropped.
    const locked = await lockConversation(tx, conversationId);
    const reply = answer && !locked?.aiPaused ? answer : undefined;
    // Paused and nobody of the team has answered yet: the visitor is told the team knows (once).
    const notice = payload.creator === 'CONTACT' && locked?.aiPaused === true && (await awaitsTeamNotice(tx, conversationId));
    const added = reply || notice ? 2 : 1;
    const teamReply = payload.creator === 'USER' && actor !== undefined;
    const count = await recordMessages(tx, conversationId, {
      added,
      lastMessageAt: reply ? repliedAt : receivedAt,
      summary,
      wantsHuman: reply?.wantsHuman,
      aiPaused: payload.creator === 'USER' ? true : undefined,
      answeringName: teamReply && actor.kind === 'member' ? actor.member.name : undefined,
      visitorTimeZone: payload.creator === 'CONTACT' ? checkedTimeZone(payload.time_zone) : undefined,
    });
    if (teamReply) {
      await recordConversationEvent(tx, {
        organisationId: organisation.id,
        conversationId,
        action: 'replied',
        ...actorIds(actor),
        actorName: actorName(actor),
        now: receivedAt,
      });
    }
    const rows: NewMessage[] = [
      {
        id: randomUUID(),
        conversationId,
        ...senderFields(payload, organisation, contact.id, contact.name, actor),
        message: text,
        creator: payload.creator,
        createdAt: receivedAt,
        sequence: count - added + 1,
        version: MESSAGE_VERSION,
        citations: [],
        referrer: payload.referrer,
      },
    ];
    if (reply) {
      rows.push({
        ...organisationMessage(organisation, conversationId, count, repliedAt),
        message: reply.text,
        // Absolute, so a citation opens the same page from the widget on any site or another client.
        citations: reply.citations.map((citation) => ({ ...citation, url: absoluteUrl(citation.url, deps.publicUrl) })),
      });
    }
    if (notice) rows.push({ ...organisationMessage(organisation, conversationId, count, receivedAt), message: TEXTS.teamToldNotice, kind: 'notice' });
    // The team's list of what the content lacks: only a reply the visitor actually gets.
    if (reply?.unanswered) {
      await recordUnansweredQuestion(tx, { id: randomUUID(), organisationId: organisation.id, conversationId, question: text, createdAt: receivedAt });
    }
    const inserted = await insertMessages(tx, rows);
    if (sendKey) await recordSendMessages(tx, sendKey, inserted.map((row) => row.id));
    const handoff = reply?.wantsHuman && !locked?.wantsHuman ? ('asked_for_person' as const) : undefined;
    // The row as it is now (flags and counters just changed), for the events that describe it.
    const conversation = !existing || handoff ? await lockConversation(tx, conversationId) : locked;
    if (conversation) await queueConversationNotifications(
      tx,
      {
        conversation,
        contact,
        created: !existing,
        messages: inserted,
        handoff,
        visitorWroteWhilePaused: payload.creator === 'CONTACT' && Boolean(locked?.aiPaused),
        teamReplied: payload.creator === 'USER',
      },
      { config: deps.notify, publicUrl: deps.publicUrl, now: receivedAt },
    );
    return inserted;
  });
  let stored: MessageRow[];
  try {
    stored = await store();
  } catch (error) {
    if (!(error instanceof RepeatedSend) || !sendKey) throw error;
    const first = await replayOf(deps, sendKey, payload);
    if (!first) throw error;
    return first;
  }
  // This instance's polls see the new messages at once (other instances hear of them from the database).
  if (stored.length > 0) conversationVersions(deps.store).forget(stored[0].conversationId);
  if (answer) deps.log.info({ engine: answer.engine, wantsHuman: answer.wantsHuman, unanswered: answer.unanswered }, 'answered');
  return stored.map(toMessage);
}

/**
 * A visitor writing while the AI is paused is told the team knows, once per take-over, until a
 * member replies: the latest record line is a take-over and no notice has followed it.
 */
async function awaitsTeamNotice(db: Executor, conversationId: string): Promise<boolean> {
  const latest = await latestConversationEvent(db, conversationId);
  if (latest?.action !== 'took_over') return false;
  return !(await hasNoticeSince(db, conversationId, latest.createdAt));
}

/** The past-conversations card needs a summary; it is made once, after the first exchange. */
async function summaryIfMissing(
  deps: ChatServiceDeps,
  existing: ConversationWithContact | undefined,
  exchange: HistoryEntry[],
  answer: Answer | undefined,
): Promise<string | undefined> {
  if (existing?.conversation.summary) return undefined;
  if (answer) exchange.push({ creator: 'AGENT', message: answer.text });
  try {
    const summary = (await deps.engine.summarise(exchange)).trim();
    return summary || undefined;
  } catch (error) {
    // A missing summary only shows 'New conversation' on the card; not worth failing the message.
    deps.log.warn({ err: error }, 'summarise failed');
    return undefined;
  }
}
