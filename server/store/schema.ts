// The one schema, for PGlite and PostgreSQL alike. Migrations are generated from it by drizzle-kit
// (`npx drizzle-kit generate`) into server/store/migrations and applied at start.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { epochMs, organisationColumn } from './schema-columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const organisations = pgTable('organisations', {
  /** A random UUID, or a stable readable id for the demo organisations. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  chatBubbleColor: text('chat_bubble_color').notNull().default('#6ea9d7'),
  chatTextColor: text('chat_text_color').notNull().default('#ffffff'),
  defaultQuestions: jsonb('default_questions').$type<string[]>().notNull().default([]),
  supportEmail: text('support_email'),
  supportPhone: text('support_phone'),
  buttonColor: text('button_color').notNull().default('#6ea9d7'),
  buttonTextColor: text('button_text_color').notNull().default('#ffffff'),
  /** Origins allowed to frame this organisation's widget (CSP frame-ancestors). */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The key a site signs its signed-in users' ids with (identity verification, issue 14): kept as
   * it is, since the server computes the same HMAC. Null until `korero org identity-secret` makes one.
   */
  identitySecret: text('identity_secret'),
});

/** A visitor as one organisation knows them: a visitor of two organisations is two contacts. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Set when the visitor submits details; absent means nothing was submitted. */
    updatedAt: epochMs('updated_at'),
    createdAt: epochMs('created_at').notNull(),
    /** The site's own id of a signed-in user whose hash was verified: one contact per user per organisation. */
    externalUserId: text('external_user_id'),
  },
  (table) => [
    index('contacts_organisation_idx').on(table.organisationId),
    uniqueIndex('contacts_external_user_idx').on(table.organisationId, table.externalUserId),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull().default(''),
    lastMessageAt: epochMs('last_message_at').notNull(),
    /** Bumped on every message: polling answers "unchanged" from this alone. */
    messageCount: integer('message_count').notNull().default(0),
    /** A team member took over: the AI stays quiet until handed back. */
    aiPaused: boolean('ai_paused').notNull().default(false),
    wantsHuman: boolean('wants_human').notNull().default(false),
    /**
     * The team member who has the conversation (took it over or replied), shown to the visitor as
     * "{name} is answering"; null while the AI answers. A name, not a key: it reads as it was.
     */
    answeringName: text('answering_name'),
    /** The last visitor feedback on one of its answers: the poll's ETag changes with it. */
    feedbackAt: epochMs('feedback_at'),
    /** The IANA time zone the visitor last wrote from (the console shows their local time); null when none was sent. */
    visitorTimeZone: text('visitor_time_zone'),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [
    index('conversations_contact_idx').on(table.contactId, table.lastMessageAt),
    index('conversations_organisation_idx').on(table.organisationId, table.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    userProfilePictureUrl: text('user_profile_picture_url').notNull().default(''),
    message: text('message').notNull(),
    creator: text('creator', { enum: ['CONTACT', 'AGENT', 'USER'] }).notNull(),
    createdAt: epochMs('created_at').notNull(),
    /** Keeps insertion order stable when two messages share a millisecond. */
    sequence: integer('sequence').notNull(),
    version: integer('version').notNull().default(2),
    citations: jsonb('citations').$type<{ name: string; url: string }[]>().notNull().default([]),
    referrer: text('referrer').notNull().default(''),
    /** notice: a line from Korero itself (the team has been told), not anybody's words. */
    kind: text('kind', { enum: ['message', 'notice'] }).notNull().default('message'),
    /** The visitor's thumbs up or down on an AI answer (issue 14), its comment and when. */
    feedback: text('feedback', { enum: ['up', 'down'] }),
    feedbackComment: text('feedback_comment'),
    feedbackAt: epochMs('feedback_at'),
  },
  (table) => [uniqueIndex('messages_conversation_sequence_idx').on(table.conversationId, table.sequence)],
);

/**
 * One row per POST /chat that carried the client's message id: the key that makes a repeated or
 * concurrent repeat of a send return the first result instead of storing it again. The row is
 * claimed first in the send's transaction, so a concurrent repeat waits for it, then finds it.
 */
export const messageSends = pgTable(
  'message_sends',
  {
    organisationId: organisationColumn(),
    /**
     * The `id` the client gave its message; a follow-up's is prefixed with its conversation's id
     * ("<conversation id>/<id>"), so only a first message's id must be unique in the organisation.
     */
    clientMessageId: text('client_message_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The messages the first send stored and answered, in order. */
    messageIds: jsonb('message_ids').$type<string[]>().notNull().default([]),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.clientMessageId] })],
);

export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    /** content: a file shipped with the product; url; file: an upload; text: pasted text or Q&A. */
    kind: text('kind', { enum: ['content', 'url', 'file', 'text'] }).notNull(),
    name: text('name').notNull(),
    /** The URL, file name or content path this source came from; unique per organisation. */
    location: text('location').notNull(),
    /** The page the source's sections link to (its citations' URL before the anchor). */
    publicUrl: text('public_url').notNull().default(''),
    contentHash: text('content_hash').notNull().default(''),
    /** processing: still being read after its request was answered (source-processing.ts). */
    status: text('status', { enum: ['ready', 'processing', 'failed'] }).notNull().default('ready'),
    error: text('error'),
    sectionCount: integer('section_count').notNull().default(0),
    /**
     * The generation of sections answers read. A write stores its sections under a generation of
     * its own in small batches (other requests run between them), then publishes it here in one
     * short statement: a reader sees the old sections or the new ones, never a mix.
     */
    generation: integer('generation').notNull().default(0),
    /** The newest generation a write has claimed (each write claims the next one). */
    lastGeneration: integer('last_generation').notNull().default(0),
    createdAt: epochMs('created_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (table) => [uniqueIndex('sources_organisation_location_idx').on(table.organisationId, table.location)],
);

export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey(),
    /** Repeated from the source so that retrieval filters by organisation without a join. */
    organisationId: organisationColumn(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    /** Which write of the source stored it; only the source's published generation is read. */
    generation: integer('generation').notNull().default(0),
    position: integer('position').notNull(),
    /** "Queenstown Adventures — Pricing": what a citation shows. */
    name: text('name').notNull(),
    /** The page URL with the section's anchor: what a citation opens. */
    url: text('url').notNull(),
    heading: text('heading').notNull().default(''),
    body: text('body').notNull(),
    /**
     * What the section's embedding is keyed by (when embeddings are configured): re-reading a source
     * replaces its sections, and a section whose text is unchanged finds its vector again by this.
     */
    textHash: text('text_hash').generatedAlwaysAs(sql`md5(coalesce("heading", '') || E'\\n\\n' || "body")`),
    search: tsvector('search').generatedAlwaysAs(
      // The name is the page's title and the section's heading: both weigh more than the body.
      sql`setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')`,
    ),
  },
  (table) => [
    // No full-text index here: sections are found through section_terms' (below).
    index('sections_organisation_idx').on(table.organisationId),
    index('sections_source_idx').on(table.sourceId, table.position),
    index('sections_organisation_text_hash_idx').on(table.organisationId, table.textHash),
  ],
);

/**
 * What retrieval scores a candidate section by, apart from its text: its lexemes without positions,
 * and those of its name (the search vector's weight A). A section's search vector (~1.7 KB, in
 * TOAST) took most of a candidate's cost to fetch and unpack; these rows are read whole from the
 * table's own pages, thousands per question at 100k sections. Filled from `sections` by triggers
 * (migration 0027), so no writer of sections has to know about it; deleted with its section.
 */
export const sectionTerms = pgTable(
  'section_terms',
  {
    sectionId: uuid('section_id')
      .primaryKey()
      .references(() => sections.id, { onDelete: 'cascade' }),
    /** Repeated from the section (no foreign key: the section's own cascades remove the row). */
    organisationId: text('organisation_id').notNull(),
    sourceId: uuid('source_id').notNull(),
    generation: integer('generation').notNull(),
    position: integer('position').notNull(),
    /** strip(ts_filter(search, '{a}')): `heading_terms @@ q` is `search @@ q:A` for a query of lexemes. */
    headingTerms: tsvector('heading_terms').notNull(),
    /** strip(search): `terms @@ q` is `search @@ q` for a query of lexemes. */
    terms: tsvector('terms').notNull(),
  },
  (table) => [
    // No pending list (fastupdate): with it, the insert that fills the list (4 MB) merges it all into
    // the index in one statement, seconds during which PGlite serves nobody else; without it every
    // batch of an upload pays its own share (measured: worst insert 7.1 s → 0.7 s, less time in all).
    index('section_terms_terms_idx').using('gin', table.terms).with({ fastupdate: false }),
  ],
);

/**
 * Each organisation's indexed words (English lexemes) and in how many sections they occur. Retrieval
 * corrects unknown query words against it with pg_trgm similarity and weighs words by rarity.
 * Kept up to date by ingestion, in the same transaction as the sections.
 */
export const vocabulary = pgTable(
  'vocabulary',
  {
    organisationId: organisationColumn(),
    lexeme: text('lexeme').notNull(),
    /** Number of the organisation's sections containing the lexeme. */
    sectionCount: integer('section_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.lexeme] }),
    // Nearest word by trigram distance within one organisation (the "did you mean" of retrieval):
    // GiST answers `ORDER BY lexeme <-> word LIMIT 1` from the index, where GIN must score every
    // lexeme sharing a trigram with the word.
    index('vocabulary_organisation_lexeme_trgm_idx').using('gist', table.organisationId, table.lexeme.op('gist_trgm_ops')),
  ],
);

/**
 * Words a visitor may write for one of the organisation's words, from WordNet (lexicon/wordnet.ts):
 * "pregnant" for a content that says "pregnancy". Computed at ingest for the words the content
 * uses, so a question reads a few indexed rows instead of the lexical database.
 */
export const wordExpansions = pgTable(
  'word_expansions',
  {
    organisationId: organisationColumn(),
    /** What a visitor may write: a WordNet lemma. */
    word: text('word').notNull(),
    /** The organisation's word it stands for, as the index stems it. */
    lexeme: text('lexeme').notNull(),
    /** form: the same word in another form; synonym: another word for the same thing. */
    relation: text('relation', { enum: ['form', 'synonym', 'kind'] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.word, table.lexeme] })],
);

/** An organisation's own words for the same thing ("bungy", "bungee"): managed by its team, counted as one word. */
export const synonymGroups = pgTable(
  'synonym_groups',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    words: jsonb('words').$type<string[]>().notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [index('synonym_groups_organisation_idx').on(table.organisationId)],
);

/**
 * Each question the answer engine found nothing to answer with (issue 11), kept per organisation so
 * its team sees which content to add. Written with the visitor's message, in the same transaction.
 */
export const unansweredQuestions = pgTable(
  'unanswered_questions',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  // The team's list: one organisation's, newest first (ties broken by id, for stable pages).
  (table) => [index('unanswered_questions_organisation_idx').on(table.organisationId, table.createdAt, table.id)],
);

export * from './schema-team.ts';
export * from './schema-notify.ts';
export * from './schema-inbox.ts';
