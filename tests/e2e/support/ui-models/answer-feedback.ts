// An AI answer's thumbs in the browser: a returning visitor's stored conversation, its answer
// unrated or already rated "up" (the conversation carries the verdict), each choice held as a
// POST /messages/:id/feedback that the path fulfils or fails.
import type { Locator } from 'playwright-core';
import { expect } from '../expect.ts';
import type { FeedbackRating } from '../../../../src/contract/contract.ts';
import { ANSWER, COMMENT, answerFeedbackModel } from '../../../machines/models/answer-feedback-model.ts';
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
  commented: boolean;
  choice: FeedbackRating | null;
  comment: string | null;
  /** The machine is settled (not sending, not failed): only then is the comment box offered. */
  settled: boolean;
}

/** The box that asks what was missing after a thumbs down. */
const commentBox = (ui: Ui): Locator => answerThumbs(ui).getByRole('textbox', { name: 'What was missing? (optional)' });

async function expectPressed(ui: Ui, pressed: FeedbackRating | null): Promise<void> {
  for (const rating of ['up', 'down'] as const) {
    await expect.poll(() => thumb(ui, rating).getAttribute('aria-pressed')).toBe(String(pressed === rating));
  }
}

export const answerFeedbackUi: UiModelAdapter = {
  model: answerFeedbackModel,
  driver: (ui, { input }) => {
    const given = input as { rating: FeedbackRating | null; commented: boolean };
    const memo: FeedbackMemo = { rating: given.rating, commented: given.commented, choice: null, comment: null, settled: true };
    ui.memo.feedback = memo;
    return {
      async start() {
        const stored = conversation(2);
        stored.messages[1] = { ...stored.messages[1], ...(memo.rating ? { feedback: memo.rating } : {}), ...(memo.commented ? { feedback_comment: COMMENT } : {}) };
        await openStoredConversation(ui, stored);
      },
      async perform(event) {
        if (event.type === 'feedback.chosen') {
          const rating = event.rating as FeedbackRating;
          if (!memo.settled || rating !== memo.rating) [memo.choice, memo.comment, memo.settled] = [rating, null, false];
          await thumb(ui, rating).click();
          return;
        }
        if (event.type === 'feedback.commented') {
          // Offered only under a stored "down" without a comment; elsewhere the visitor has no box to write in.
          if (!memo.settled || memo.rating !== 'down' || memo.commented) {
            await absent(commentBox(ui));
            return;
          }
          const comment = String(event.comment);
          await commentBox(ui).fill(comment);
          // Enter submits the form; only spaces leave its button disabled, and nothing is sent.
          await commentBox(ui).press('Enter');
          if (comment.trim() !== '') [memo.choice, memo.comment, memo.settled] = ['down', comment.trim(), false];
          return;
        }
        if (event.type === 'feedback.retried') {
          await answerThumbs(ui).getByRole('button', { name: 'Retry' }).click();
          return;
        }
        const post = await ui.api.next('POST', API.feedback);
        if (event.type.startsWith('xstate.done.')) {
          await post.fulfil({ ...ANSWER, feedback: memo.choice, ...(memo.comment ? { feedback_comment: memo.comment } : {}) });
          memo.rating = memo.choice;
          memo.commented = memo.comment !== null;
          memo.choice = null;
          memo.comment = null;
          memo.settled = true;
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
      // A stored "down" asks what was missing until it has been said, then thanks the visitor.
      if (memo.rating === 'down' && !memo.commented) await expect.poll(() => commentBox(ui).isVisible()).toBe(true);
      else await absent(commentBox(ui));
      if (memo.rating === 'down' && memo.commented) await expect.poll(() => answerThumbs(ui).innerText()).toContain('Thank you for telling us.');
      // Only the AI's answer has thumbs; the visitor's question has none.
      expect(await ui.page.getByRole('group', { name: 'Was this answer helpful?' }).count()).toBe(1);
    },
    sending: async (ui) => {
      const memo = ui.memo.feedback as FeedbackMemo;
      await expect.poll(() => ui.api.waiting('POST', API.feedback).length).toBe(1);
      const [post] = ui.api.waiting('POST', API.feedback);
      expect(post.path).toBe(`/messages/${ANSWER.id}/feedback`);
      expect(post.body()).toEqual({ conversation_id: CONVERSATION_ID, rating: memo.choice, ...(memo.comment ? { comment: memo.comment } : {}) });
      await absent(commentBox(ui));
      await expectPressed(ui, memo.choice);
      await expect.poll(() => answerThumbs(ui).getAttribute('aria-busy')).toBe('true');
    },
    failed: async (ui) => {
      const memo = ui.memo.feedback as FeedbackMemo;
      await expect.poll(() => answerThumbs(ui).getByRole('alert').innerText()).toContain('Your feedback was not sent.');
      await expectPressed(ui, memo.rating);
      await expect.poll(() => answerThumbs(ui).getAttribute('aria-busy')).toBe('false');
      await absent(commentBox(ui));
    },
  },
};
