// Messages that are not questions about the content: greetings, thanks, goodbyes and requests for a
// person. They get a fixed, friendly reply instead of a search (which would find nothing useful).

export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'human' | 'question';

const PERSON =
  /\b(human|humans|real person|live person|actual person|a person|someone|somebody|a staff member|staff|team member|representative|operator|live agent|real agent|an agent|customer service|manager)\b/;
const ASK_FOR_PERSON =
  /\b(talk|speak|chat|connect|transfer|put me through|get|want|need|ask for|call me|contact me|reach)\b/;
const DIRECT_HUMAN = /^(human|a human|real human|human please|agent|operator|person)[!.\s]*$|\b(call me back|contact me|get in touch with me|ring me)\b/;
/** "can I talk to the receptionist please", "I'd like to speak with Sarah": asking for someone by role or name, and nothing else. */
const ASK_FOR_SOMEONE = /\b(talk|speak|chat)\s+(to|with)\s+(?:(?:a|an|the|your|one of your)\s+)?(?!you\b|it\b|them\b|this\b|that\b)[a-z]+(\s+please)?[?!.\s]*$/;

const GREETING = /^(hi|hiya|hello|hey|heya|kia ora|good (morning|afternoon|evening|day)|g'?day|howdy|greetings|yo|morena|talofa)( there| team| all)?[!.,\s]*$/;
const THANKS =
  /^((ok(ay)?|great|awesome|perfect|cool|nice|brilliant|lovely|sweet)[,!.\s]+)?(thanks|thank you|thanks a lot|thank you so much|thx|ty|cheers|ta|much appreciated|many thanks|that helps|that's helpful|that is helpful)( (so|very) much)?( for (the|your) help)?[!.,\s]*$/;
const THANK_WORDS = /\b(thanks|thank you|cheers|thx|much appreciated)\b/;
const GOODBYE = /^(bye|goodbye|good bye|see you|see ya|cya|that's all|that is all|ka kite( ano)?)[!.,\s]*$/;

export function classifyIntent(message: string): Intent {
  const text = message.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();
  if (DIRECT_HUMAN.test(text) || ASK_FOR_SOMEONE.test(text) || (PERSON.test(text) && ASK_FOR_PERSON.test(text))) return 'human';
  if (GREETING.test(text)) return 'greeting';
  if (THANKS.test(text) || (THANK_WORDS.test(text) && !text.includes('?') && text.split(' ').length <= 7)) return 'thanks';
  if (GOODBYE.test(text)) return 'goodbye';
  return 'question';
}

/** "Hi! How much is a jump?" is a question: the greeting in front of it is dropped before searching. */
export function withoutGreeting(message: string): string {
  return message.replace(/^\s*(hi|hiya|hello|hey|kia ora|good (morning|afternoon|evening)|g'?day)( there| team)?[!.,\s]+/i, '').trim() || message;
}

/** The label the client shows on the contact-form link (SPEC.md: word for word). */
export const HUMAN_LINK_LABEL = 'Leave contact details for a real human';

export function intentReply(intent: Exclude<Intent, 'question'>, organisationName: string): string {
  switch (intent) {
    case 'greeting':
      return `Kia ora! I'm the assistant for ${organisationName}. Ask me anything about ${organisationName} and I'll answer from its own information, with links to where I found it.`;
    case 'thanks':
      return `You're welcome! Is there anything else you'd like to know about ${organisationName}?`;
    case 'goodbye':
      return `Thanks for chatting with ${organisationName}. Ka kite anō — see you again!`;
    case 'human':
      return `Of course. Please use **'${HUMAN_LINK_LABEL}'** below to leave your name, email or phone number, and a team member from ${organisationName} will get in touch with you.`;
  }
}

/** What the engines say when the content has no answer: plainly, with the way to a person. */
export function noAnswerReply(organisationName: string): string {
  return `Sorry, I couldn't find an answer to that in ${organisationName}'s information, and I don't want to guess. If you'd like a person to help, use **'${HUMAN_LINK_LABEL}'** below and a team member will get back to you.`;
}
