// The past-conversations card's summary: the visitor's first real question, short. Deterministic
// and free, so every engine uses it (an LLM call per conversation would cost more than it adds).
import type { Message } from '../../src/contract/contract.ts';
import { classifyIntent, withoutGreeting } from './intents.ts';

export const SUMMARY_MAX_LENGTH = 60;

export function summariseConversation(messages: Pick<Message, 'creator' | 'message'>[]): string {
  const visitorMessages = messages.filter((message) => message.creator === 'CONTACT').map((message) => message.message.trim());
  const first = visitorMessages.find((message) => classifyIntent(message) === 'question') ?? visitorMessages.find(Boolean);
  if (!first) return '';
  const sentence = withoutGreeting(first).replace(/\s+/g, ' ').split(/(?<=[?.!])\s/)[0];
  const summary = sentence.length <= SUMMARY_MAX_LENGTH ? sentence : `${sentence.slice(0, SUMMARY_MAX_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}
