// The one interface every answer engine implements (DESIGN.md "Answers").
import type { Citation, Message } from '../../src/contract/contract.ts';

export interface AnswerRequest {
  organisation: { id: string; name: string };
  /** The conversation so far, oldest first, without the new question. */
  history: Pick<Message, 'creator' | 'message'>[];
  question: string;
  /**
   * Called with each new piece of the answer's text as an LLM generates it (POST /chat/stream).
   * Engines that answer at once never call it; the returned Answer is the whole truth either way.
   */
  onText?: (piece: string) => void;
}

export interface Answer {
  /** Markdown. */
  text: string;
  /** At most three; every one is a section the text quotes or the LLM cited. */
  citations: Citation[];
  /** The visitor asked for a person: the conversation is flagged for a team member. */
  wantsHuman: boolean;
  /** True when the engine found nothing in the content to answer with — the plain couldn't-find reply. */
  unanswered: boolean;
  /** Which engine produced it, for logs and evaluation. */
  engine: 'extractive' | 'llm';
}

export interface AnswerEngine {
  answer(request: AnswerRequest): Promise<Answer>;
  /** A short summary for the past-conversations card, from the first question(s). */
  summarise(messages: Pick<Message, 'creator' | 'message'>[]): Promise<string>;
}
