// Every text a machine stores for the view, word for word from SPEC.md §8 (spelling included).
// services/api.ts throws errors with these messages so the machines can keep them as they are.
export const TEXTS = {
  organisationFailed: "Demo can't be found, or there is a server error",
  conversationNotFound: 'Conversation Not Found',
  networkNotOk: 'Network response was not ok',
  pastConversationsFailed: "historic conversations can't be loaded, or there is a server error",
  sendFailed: 'There was an error sending the message',
  followUpFailed: 'An error occured, please try again',
  // The operator console's own texts: SPEC.md names the view, not its errors.
  operatorKeyRefused: "That operator key is not this organisation's. Check it and try again.",
  operatorConversationsFailed: "The organisation's conversations can't be loaded just now. Please try again.",
  handbackFailed: 'The conversation could not be handed back to the AI. Please try again.',
} as const;

/** The text of a failure: an Error keeps its own message, anything else gets `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
