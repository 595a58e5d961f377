// The team tables (issue 13): an organisation's members and their console sessions, invitations,
// named API keys for automation, and who took over, replied to and handed back each conversation.
// Re-exported by schema.ts, so drizzle-kit and the store see one schema.
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './schema.ts';
import { epochMs, organisationColumn } from './schema-columns.ts';


export const MEMBER_ROLES = ['owner', 'agent'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A person on an organisation's team. Removing one deletes the row, and with it their sessions. */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    name: text('name').notNull(),
    /** Kept lowercased: an address is one member whatever its case. */
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    /** `scrypt$N$r$p$salt$hash` (server/team/passwords.ts): a per-member salt, never the password. */
    passwordHash: text('password_hash').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [uniqueIndex('members_organisation_email_idx').on(table.organisationId, table.email)],
);

/**
 * A signed-in console: stored here rather than in the cookie, so every instance shares it and a
 * removed member's sessions go with the member (cascade), refused on their next request.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    /** sha256 of the session id the cookie carries: a leaked table holds no working session. */
    idHash: text('id_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    organisationId: organisationColumn(),
    /** What @fastify/session keeps in the session (its cookie settings, the CSRF secret). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId), index('member_sessions_expires_idx').on(table.expiresAt)],
);

/** A one-time link to join an organisation: the token is shown once; only its sha256 is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Null when made from the command line (the organisation's first owner, for one). */
    invitedByMemberId: uuid('invited_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    expiresAt: epochMs('expires_at').notNull(),
    /** Set once used: the link works once. */
    acceptedAt: epochMs('accepted_at'),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [uniqueIndex('invitations_token_hash_idx').on(table.tokenHash), index('invitations_organisation_idx').on(table.organisationId)],
);

/** A named key for automation (`Authorization: Bearer <key>`); the key's sha256 only. Revoked keys stay listed. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so a team can tell its keys apart in a list. */
    prefix: text('prefix').notNull().default(''),
    createdAt: epochMs('created_at').notNull(),
    revokedAt: epochMs('revoked_at'),
  },
  // By hash within the organisation asked about: DEMO_OPERATOR_KEY is every demo organisation's key.
  (table) => [uniqueIndex('api_keys_key_hash_idx').on(table.keyHash, table.organisationId), index('api_keys_organisation_idx').on(table.organisationId)],
);

export const CONVERSATION_ACTIONS = ['took_over', 'replied', 'handed_back'] as const;
export type ConversationAction = (typeof CONVERSATION_ACTIONS)[number];

/**
 * Who did what to a conversation, oldest first: a member (or an API key, for automation). The name
 * is kept as it was, so the record still reads after the member is removed.
 */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    action: text('action', { enum: CONVERSATION_ACTIONS }).notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [index('conversation_events_conversation_idx').on(table.conversationId, table.createdAt)],
);
