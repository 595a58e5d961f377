// Finding conversations by words (`q`): the same search for the inbox and the older conversations
// list. The words are matched literally (%, _ and \ are not wildcards) with ilike against the
// contact's name, email and phone and any message of the conversation.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Longer searches are not words anybody types; they only cost the database. */
export const SEARCH_MAX = 200;

/** `like` patterns match the words literally: %, _ and \ in a search are not wildcards. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Where the query has the conversation's id and its contact's fields (columns or aliases). */
export interface SearchedColumns {
  conversationId: SQLWrapper;
  name: SQLWrapper;
  email: SQLWrapper;
  phone: SQLWrapper;
}

/** The condition for `words` (trimmed), or undefined when there are none: every conversation matches. */
export function conversationSearch(words: string, at: SearchedColumns): SQL | undefined {
  const search = words.trim();
  if (!search) return undefined;
  const pattern = likePattern(search);
  return sql`(${at.name} ilike ${pattern} or ${at.email} ilike ${pattern} or ${at.phone} ilike ${pattern}
    or exists (select 1 from messages s where s.conversation_id = ${at.conversationId} and s.kind = 'message' and s.message ilike ${pattern}))`;
}
