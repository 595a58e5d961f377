// A predictable answer engine for API tests: the real engines are tested by their owner. A question
// with the word "unanswerable" gets the no-answer reply (unanswered: true); "human" asks for a person.
import type { Answer, AnswerEngine, AnswerRequest } from '../../../server/answer/engine.ts';

export const FAKE_CITATION = { name: 'Queenstown Adventures — Pricing', url: '/queenstownadventures#pricing' };

export class FakeAnswerEngine implements AnswerEngine {
  readonly requests: AnswerRequest[] = [];
  summaries = 0;
  /** The next answer() call throws this. */
  failNext: Error | undefined;
  /** The next answer() waits for this before answering. */
  holdNext: Promise<void> | undefined;

  async answer(request: AnswerRequest): Promise<Answer> {
    this.requests.push(request);
    if (this.holdNext) {
      const hold = this.holdNext;
      this.holdNext = undefined;
      await hold;
    }
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = undefined;
      throw error;
    }
    const wantsHuman = /\bhuman\b/i.test(request.question);
    if (/\bunanswerable\b/i.test(request.question)) {
      return { text: "Sorry, I couldn't find an answer to that.", citations: [], wantsHuman: false, unanswered: true, engine: 'extractive' };
    }
    return {
      text: wantsHuman ? 'A team member will be in touch.' : `**Answer** to: ${request.question}`,
      citations: wantsHuman ? [] : [FAKE_CITATION],
      wantsHuman,
      unanswered: false,
      engine: 'extractive',
    };
  }

  async summarise(messages: Parameters<AnswerEngine['summarise']>[0]): Promise<string> {
    this.summaries += 1;
    const first = messages.find((message) => message.creator === 'CONTACT') ?? messages[0];
    return first ? `About: ${first.message.slice(0, 40)}` : '';
  }
}
