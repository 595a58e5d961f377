// An AI answer's thumbs in the browser: a returning visitor's stored conversation, its answer
// unrated or already rated "up" (the conversation carries the verdict), each choice held as a
// POST /messages/:id/feedback that the path fulfils or fails.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import type { FeedbackRating } from '../../../../src/contract/contract.ts';
import { ANSWER, answerFeedbackModel } from '../../../machines/models/answer-feedback-model.ts';
import { CONVERSATION_ID, conversation } from '../../../machines/models/fixtures.ts';
import { API } from '../api-stub.ts';
import { absent } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { errorOf, failCall, openStoredConversation } from './common.ts';

const LABELS: Record<FeedbackRating, string> = { up: 'Helpful', down: 'Not helpful' };

/** The thumbs under the one AI answer of the conversation. */
export const answerThumbs = (ui: Ui): Locator =>
  ui.page.locator('li[data-creator="AGENT"]').getByRole('group', { name: 'Was this answer helpful?' });
export const thumb = (ui: Ui, rating: FeedbackRating): Locator => answerThumbs(ui).getByRole('button', { name: LABELS[rating], exact: true });

interface FeedbackMemo {
  rating: FeedbackRating | null;
  choice: FeedbackRating | null;
}

async function expectPressed(ui: Ui, pressed: FeedbackRating | null): Promise<void> {
  for (const rating of ['up', 'down'] as const) {
    await expect.poll(() => thumb(ui, rating).getAttribute('aria-pressed')).toBe(String(pressed === rating));
  }
}

export const answerFeedbackUi: UiModelAdapter = {
  model: answerFeedbackModel,
  driver: (ui, { input }) => {
    const memo: FeedbackMemo = { rating: (input as { rating: FeedbackRating | null }).rating, choice: null };
    ui.memo.feedback = memo;
    return {
      async start() {
        const stored = conversation(2);
        stored.messages[1] = { ...stored.messages[1], ...(memo.rating ? { feedback: memo.rating } : {}) };
        await openStoredConversation(ui, stored);
      },
      async perform(event) {
        if (event.type === 'feedback.chosen') {
          memo.choice = event.rating as FeedbackRating;
          await thumb(ui, memo.choice).click();
          return;
        }
        if (event.type === 'feedback.retried') {
          await answerThumbs(ui).getByRole('button', { name: 'Retry' }).click();
          return;
        }
        const post = await ui.api.next('POST', API.feedback);
        if (event.type.startsWith('xstate.done.')) {
          await post.fulfil({ ...ANSWER, feedback: memo.choice });
          memo.rating = memo.choice;
          memo.choice = null;
        } else {
          await failCall(post, errorOf(event));
        }
      },
    };
  },
  states: {
    idle: async (ui) => {
      const memo = ui.memo.feedback as FeedbackMemo;
      await expectPressed(ui, memo.rating);
      await expect.poll(() => answerThumbs(ui).getAttribute('aria-busy')).toBe('false');
      await absent(answerThumbs(ui).getByRole('alert'));
      expect(ui.api.waiting('POST', API.feedback)).toHaveLength(0);
      // Only the AI's answer has thumbs; the visitor's question has none.
      expect(await ui.page.getByRole('group', { name: 'Was this answer helpful?' }).count()).toBe(1);
    },
    sending: async (ui) => {
      const memo = ui.memo.feedback as FeedbackMemo;
      await expect.poll(() => ui.api.waiting('POST', API.feedback).length).toBe(1);
      const [post] = ui.api.waiting('POST', API.feedback);
      expect(post.path).toBe(`/messages/${ANSWER.id}/feedback`);
      expect(post.body()).toEqual({ conversation_id: CONVERSATION_ID, rating: memo.choice });
      await expectPressed(ui, memo.choice);
      await expect.poll(() => answerThumbs(ui).getAttribute('aria-busy')).toBe('true');
    },
    failed: async (ui) => {
      const memo = ui.memo.feedback as FeedbackMemo;
      await expect.poll(() => answerThumbs(ui).getByRole('alert').innerText()).toContain('Your feedback was not sent.');
      await expectPressed(ui, memo.rating);
      await expect.poll(() => answerThumbs(ui).getAttribute('aria-busy')).toBe('false');
    },
  },
};
