// The text of a notification e-mail: what happened, who the visitor is, their last messages, and
// the link that opens the conversation in the console.
import type { ContactRow } from '../store/contacts-repository.ts';
import type { MessageRow } from '../store/messages-repository.ts';
import type { EmailKind } from '../store/schema.ts';

export interface EmailContent {
  subject: string;
  text: string;
}

const HEADLINES: Record<EmailKind, string> = {
  handoff: 'A visitor asked for a person',
  contact: 'A visitor left their contact details',
  unanswered: 'A visitor is waiting for a reply',
};

const SENDERS: Record<MessageRow['creator'], string> = { CONTACT: 'Visitor', AGENT: 'AI', USER: 'Team' };
const SHOWN_MESSAGES = 6;
const MESSAGE_PREVIEW_LENGTH = 500;

function contactLines(contact: ContactRow): string[] {
  const lines = [contact.name && `Name: ${contact.name}`, contact.email && `Email: ${contact.email}`, contact.phone && `Phone: ${contact.phone}`].filter(Boolean);
  return lines.length > 0 ? lines : ['The visitor has not left contact details.'];
}

export function notificationEmail(input: {
  kind: EmailKind;
  organisationName: string;
  contact: ContactRow;
  messages: MessageRow[];
  link: string;
  unansweredMinutes?: number;
}): EmailContent {
  const headline = HEADLINES[input.kind];
  const waiting = input.kind === 'unanswered' && input.unansweredMinutes !== undefined ? ` (no one answered within ${input.unansweredMinutes} minutes)` : '';
  const thread = input.messages.slice(-SHOWN_MESSAGES).map((message) => {
    const text = message.message.length > MESSAGE_PREVIEW_LENGTH ? `${message.message.slice(0, MESSAGE_PREVIEW_LENGTH)}…` : message.message;
    return `${SENDERS[message.creator]}: ${text.replace(/\s+/g, ' ')}`;
  });
  const text = [
    `${headline} on ${input.organisationName}'s chat${waiting}.`,
    '',
    ...contactLines(input.contact),
    '',
    ...(thread.length > 0 ? ['Latest messages:', ...thread, ''] : []),
    `Open the conversation: ${input.link}`,
    '',
    `You get this e-mail as one of ${input.organisationName}'s team in Korero; each member chooses which notifications they get.`,
  ].join('\n');
  return { subject: `${headline} — ${input.organisationName}`, text };
}
