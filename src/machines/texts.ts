// Every text a machine stores for the view, word for word from SPEC.md §8 (spelling included).
// services/api.ts throws errors with these messages so the machines can keep them as they are.
export const TEXTS = {
  organisationFailed: "Demo can't be found, or there is a server error",
  conversationNotFound: 'Conversation Not Found',
  networkNotOk: 'Network response was not ok',
  pastConversationsFailed: "historic conversations can't be loaded, or there is a server error",
  sendFailed: 'There was an error sending the message',
  followUpFailed: 'An error occured, please try again',
} as const;

/** The text of a failure: an Error keeps its own message, anything else gets `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
