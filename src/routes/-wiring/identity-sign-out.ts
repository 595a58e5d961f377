// A site's signed-in user who signs out: the embed tag no longer carries data-user-id (or carries one
// the server refuses), but this browser still holds the contact they were verified as. Their
// identity is forgotten before the chat reads the stored ids, so the chat starts anonymously and
// shows none of their conversations. (The frame's side: the loader has no bytes to spare.)
import {
  readContactId,
  readVerifiedContactId,
  saveContactId,
  saveConversationId,
  saveVerifiedContactId,
} from '../../services/storage.ts';

export interface SignOutStorage {
  readContactId: (organisationId: string) => string | null;
  readVerifiedContactId: (organisationId: string) => string | null;
  saveContactId: (organisationId: string, contactId: string | null) => void;
  saveConversationId: (conversationId: string | null) => void;
  saveVerifiedContactId: (organisationId: string, contactId: string | null) => void;
}

const browserStorage: SignOutStorage = { readContactId, readVerifiedContactId, saveContactId, saveConversationId, saveVerifiedContactId };

/** Forgets the organisation's signed-in user stored in this browser, if there is one; an anonymous visitor's ids stay. */
export function forgetSignedInUser(organisationId: string, storage: SignOutStorage = browserStorage): void {
  const verified = storage.readVerifiedContactId(organisationId);
  if (!verified) return;
  if (storage.readContactId(organisationId) === verified) {
    storage.saveContactId(organisationId, null);
    // The conversation stored beside the user's contact is theirs.
    storage.saveConversationId(null);
  }
  storage.saveVerifiedContactId(organisationId, null);
}
