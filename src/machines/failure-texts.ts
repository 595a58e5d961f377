// The one place a failed call becomes the text a machine keeps for the view: SPEC.md §8's
// catalogue (and the operator console's own texts), chosen by where the call failed and the
// ApiError's code. services/ only says what went wrong; what a visitor reads is decided here.
import { apiErrorCodeOf } from '../contract/api-error.ts';
import { TEXTS } from '../contract/texts.ts';

/** Which call failed, as the machines know it. */
export type FailurePlace =
  | 'organisation'
  | 'conversation'
  | 'pastConversations'
  | 'firstMessage'
  | 'followUp'
  | 'contactUpdate'
  | 'operatorConversations'
  | 'handback'
  | 'takeover'
  // The console's sign-in and team (issue 13).
  | 'signIn'
  | 'session'
  | 'invitation'
  | 'acceptInvitation'
  | 'team'
  // The console's contacts export (issue 13).
  | 'contactsExport'
  // The console's knowledge panel (issue 13): loading it, and an owner's change.
  | 'knowledge'
  | 'knowledgeChange'
  // A visitor's thumbs up or down on an answer (issue 14).
  | 'feedback';

/** A refused operator key signs the team member out, whatever the call was. */
export const isKeyRefused = (error: unknown): boolean => apiErrorCodeOf(error) === 'key-refused';

/** The server answered (any non-OK status): the catalogue's "non-OK" rows. */
const serverAnswered = (error: unknown): boolean => {
  const code = apiErrorCodeOf(error);
  return code !== 'network' && code !== 'unexpected-answer' && code !== 'unknown';
};

const TEXT_OF: Record<FailurePlace, (error: unknown) => string> = {
  // "Organisation fetch non-OK": every failure is the demo error.
  organisation: () => TEXTS.organisationFailed,
  // "Conversation fetch 404" / "Conversation fetch other non-OK" (a network failure too).
  conversation: (error) => (apiErrorCodeOf(error) === 'conversation-not-found' ? TEXTS.conversationNotFound : TEXTS.networkNotOk),
  pastConversations: () => TEXTS.pastConversationsFailed,
  // "Send failure (non-OK or failure)" and "Send error in open conversation".
  firstMessage: () => TEXTS.sendFailed,
  followUp: () => TEXTS.followUpFailed,
  // "Contact update non-OK" / "Contact update non-Error failure": stored and logged, never shown.
  contactUpdate: (error) => (serverAnswered(error) ? TEXTS.networkNotOk : TEXTS.sendFailed),
  operatorConversations: (error) => (isKeyRefused(error) ? TEXTS.operatorKeyRefused : TEXTS.operatorConversationsFailed),
  handback: (error) => (isKeyRefused(error) ? TEXTS.operatorKeyRefused : TEXTS.handbackFailed),
  takeover: (error) => (isKeyRefused(error) ? TEXTS.operatorKeyRefused : TEXTS.takeoverFailed),
  signIn: (error) => (isKeyRefused(error) ? TEXTS.signInRefused : apiErrorCodeOf(error) === 'rate-limited' ? TEXTS.signInThrottled : TEXTS.signInFailed),
  session: (error) => (isKeyRefused(error) ? TEXTS.sessionExpired : TEXTS.signInFailed),
  invitation: (error) => (apiErrorCodeOf(error) === 'not-found' ? TEXTS.invitationInvalid : TEXTS.invitationFailed),
  acceptInvitation: (error) => {
    const code = apiErrorCodeOf(error);
    if (code === 'not-found') return TEXTS.invitationInvalid;
    if (code === 'invalid') return (error as { field?: string }).field === 'password' ? TEXTS.invitationPasswordShort : TEXTS.invitationTaken;
    return TEXTS.invitationFailed;
  },
  team: (error) => (isKeyRefused(error) ? TEXTS.sessionExpired : TEXTS.teamFailed),
  contactsExport: (error) => (isKeyRefused(error) ? TEXTS.operatorKeyRefused : TEXTS.contactsExportFailed),
  knowledge: (error) => (isKeyRefused(error) ? TEXTS.sessionExpired : TEXTS.knowledgeFailed),
  // A 4xx (a URL that cannot be fetched, a file with no text, pasted text with nothing to re-read) is the owner's to fix.
  feedback: () => TEXTS.feedbackFailed,
  knowledgeChange: (error) => {
    const code = apiErrorCodeOf(error);
    if (isKeyRefused(error)) return TEXTS.sessionExpired;
    return code === 'invalid' || code === 'not-found' ? TEXTS.knowledgeChangeRefused : TEXTS.knowledgeChangeFailed;
  },
};

/** A call made with a member's session was refused: the session has ended (or the member was removed). */
export const isSessionEnded = isKeyRefused;

/** The text a machine keeps when the call at `place` failed with `error` (an ApiError or anything else). */
export function failureText(place: FailurePlace, error?: unknown): string {
  return TEXT_OF[place](error);
}
