// The console's Knowledge panel in the browser (issue 13): signed in as an owner or an agent (the
// session call answered at once), the panel opened; its three loading calls and each change's call
// are held, then fulfilled or failed; a source being read (processing) is loaded again after a tick
// of the page's paused clock. `ended` is a refused load or change: the sign-in comes back.
import { expect } from '../expect.ts';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { FOLLOW_PROCESSING_MS, type Knowledge } from '../../../../src/machines/knowledge-machine.ts';
import { SESSION } from '../../../machines/models/console-sign-in-model.ts';
import { ANSWER, KNOWLEDGE, NEW_PAIRS, knowledgeModel } from '../../../machines/models/knowledge-model.ts';
import type { ModelEvent } from '../../../machines/support/model.ts';
import type { HeldCall } from '../api-stub.ts';
import { visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter, UiStep } from '../ui-model.ts';
import { answerOrganisation } from './common.ts';

const SOURCES = /^\/organisations\/[^/]+\/sources$/;
const UNANSWERED = /^\/organisations\/[^/]+\/unanswered$/;
const SYNONYMS = /^\/organisations\/[^/]+\/synonyms$/;
const FEEDBACK = /^\/organisations\/[^/]+\/feedback$/;
const SOURCE = /^\/organisations\/[^/]+\/sources\/[^/]+$/;
const REINDEX = /^\/organisations\/[^/]+\/sources\/[^/]+\/reindex$/;
const ANSWER_CALL = /^\/organisations\/[^/]+\/unanswered\/[^/]+\/answer$/;
const SYNONYM_GROUP = /^\/organisations\/[^/]+\/synonyms\/[^/]+$/;

/** The call each change makes, and what its success answers. */
const CHANGE_CALLS: Record<string, { method: string; path: RegExp; answer: unknown }> = {
  'source.added': { method: 'POST', path: SOURCES, answer: { results: [{ source_id: 'new', location: 'qa:Dog FAQ', status: 'created', section_count: 1 }] } },
  'source.reindexed': { method: 'POST', path: REINDEX, answer: { results: [{ source_id: KNOWLEDGE.sources[0].id, location: KNOWLEDGE.sources[0].location, status: 'updated', section_count: 4 }] } },
  'source.deleted': { method: 'DELETE', path: SOURCE, answer: null },
  'answer.added': { method: 'POST', path: ANSWER_CALL, answer: { results: [{ source_id: 'answer', location: 'qa:answer:x', status: 'created', section_count: 1 }] } },
  'synonyms.added': { method: 'POST', path: SYNONYMS, answer: { id: 'group', words: ['jet boat', 'jetboat'], created_at: 1 } },
  'synonyms.deleted': { method: 'DELETE', path: SYNONYM_GROUP, answer: null },
};

const panel = (ui: Ui) => ui.page.getByTestId('knowledge-panel');
const addButton = (ui: Ui) => panel(ui).getByRole('button', { name: /^(Add|Saving…)$/ });
const refreshButton = (ui: Ui) => panel(ui).getByRole('button', { name: /^(Refresh|Loading…)$/ });

async function settle(call: HeldCall, event: ModelEvent, answer: unknown): Promise<void> {
  if (event.type.startsWith('xstate.done.')) return call.fulfil(answer);
  const { status } = event.error as ApiError;
  return call.fail(status ?? 500, 'Stubbed failure');
}

/** The four loading calls, answered as the event says (a failure: the sources call, after the others). */
async function settleLoad(ui: Ui, event: ModelEvent): Promise<void> {
  const unanswered = await ui.api.next('GET', UNANSWERED);
  const synonyms = await ui.api.next('GET', SYNONYMS);
  const feedback = await ui.api.next('GET', FEEDBACK);
  const sources = await ui.api.next('GET', SOURCES);
  expect(sources.request.headers()['authorization']).toBeUndefined();
  await unanswered.fulfil({ questions: KNOWLEDGE.unanswered, next: null });
  await synonyms.fulfil(KNOWLEDGE.synonyms);
  await feedback.fulfil({ feedback: KNOWLEDGE.feedback });
  await settle(sources, event, (event.output as Knowledge | undefined)?.sources ?? KNOWLEDGE.sources);
}

async function perform(ui: Ui, event: ModelEvent): Promise<void> {
  switch (event.type) {
    case 'retry':
      return panel(ui).getByRole('button', { name: 'Try again' }).click();
    case 'refresh':
      return refreshButton(ui).click();
    case 'xstate.after.followInterval.knowledge.ready':
      return ui.tick(FOLLOW_PROCESSING_MS);
    case 'source.added':
      await panel(ui).getByLabel('What to add').selectOption('questions');
      await panel(ui).getByLabel('Name, shown in citations').fill('Dog FAQ');
      await panel(ui).getByLabel('Question-and-answer pairs').fill(NEW_PAIRS.map((pair) => `${pair.question}\n${pair.answer}`).join('\n\n'));
      return addButton(ui).click();
    case 'source.reindexed':
      return panel(ui).getByRole('button', { name: `Re-index ${KNOWLEDGE.sources[0].name}` }).click();
    case 'source.deleted':
      return panel(ui).getByRole('button', { name: `Delete ${KNOWLEDGE.sources[0].name}` }).click();
    case 'answer.added': {
      const question = panel(ui).getByTestId('unanswered-question');
      await question.getByText('Add an answer').click();
      await question.getByLabel('Answer').fill(ANSWER);
      return question.getByRole('button', { name: 'Save the answer' }).click();
    }
    case 'synonyms.added':
      await panel(ui).getByLabel('Words that mean the same, separated by commas').fill('jet boat, jetboat');
      return panel(ui).getByRole('button', { name: 'Add synonyms' }).click();
    case 'synonyms.deleted':
      return panel(ui).getByRole('button', { name: `Remove ${KNOWLEDGE.synonyms[0].words.join(', ')}` }).click();
  }
  if (event.type.endsWith('.loadKnowledge')) return settleLoad(ui, event);
  const change = CHANGE_CALLS[String(ui.memo.change)];
  const call = await ui.api.next(change.method, change.path);
  // A write made with the member's session carries its CSRF token, never a key.
  expect(call.request.headers()['x-csrf-token']).toBe(SESSION.csrf_token);
  if (ui.memo.change === 'source.added') expect(call.body()).toEqual({ name: 'Dog FAQ', questions: NEW_PAIRS });
  if (ui.memo.change === 'answer.added') expect(call.body()).toEqual({ answer: ANSWER });
  if (ui.memo.change === 'synonyms.added') expect(call.body()).toEqual({ words: ['jet boat', 'jetboat'] });
  await settle(call, event, change.answer);
}

/** The alert a failed change leaves, judged from the step's own event. */
function changeError(step: UiStep): string | null {
  if (step.event.type !== 'xstate.error.actor.applyChange') return null;
  return (step.event.error as ApiError).code === 'invalid' ? TEXTS.knowledgeChangeRefused : TEXTS.knowledgeChangeFailed;
}

export const knowledgeUi: UiModelAdapter = {
  model: knowledgeModel,
  driver: (ui, { input }) => ({
    async start() {
      answerOrganisation(ui);
      const owner = (input as { canEdit: boolean }).canEdit;
      const session = { ...SESSION, member: { ...SESSION.member, role: owner ? 'owner' : 'agent' } };
      ui.memo.owner = owner;
      ui.api.always('GET', /^\/organisations\/[^/]+\/session$/, (call) => call.fulfil(session));
      ui.api.always('GET', /^\/organisations\/[^/]+\/members$/, (call) => call.fulfil([session.member]));
      ui.api.always('GET', /^\/organisations\/[^/]+\/inbox$/, (call) => call.fulfil({ conversations: [], next_cursor: null, waiting_count: 0 }));
      await ui.page.goto(ui.url('/operator'));
      await panel(ui).getByText('Knowledge', { exact: true }).click();
    },
    async perform(event) {
      if (event.type in CHANGE_CALLS) ui.memo.change = event.type;
      // Whether the panel says the last change was saved (a failed load or change clears it).
      if (event.type in CHANGE_CALLS || event.type.startsWith('xstate.error.')) ui.memo.saved = false;
      if (event.type === 'xstate.done.actor.applyChange') ui.memo.saved = true;
      await perform(ui, event);
    },
  }),
  states: {
    loading: async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', SOURCES).length).toBe(1);
      await expect.poll(() => panel(ui).locator('[aria-busy="true"]').count()).toBe(1);
    },
    loadFailed: async (ui) => {
      await visible(panel(ui).getByRole('alert').filter({ hasText: TEXTS.knowledgeFailed }));
      await visible(panel(ui).getByRole('button', { name: 'Try again' }));
    },
    ready: async (ui, step) => {
      await expect.poll(() => refreshButton(ui).isEnabled()).toBe(true);
      await visible(panel(ui).getByText(KNOWLEDGE.sources[0].name));
      await visible(panel(ui).getByText('4 sections', { exact: false }));
      // A source still being read says so (the lists are loaded again after FOLLOW_PROCESSING_MS).
      const reading = (step.state.context as Knowledge).sources.some((source) => source.status === 'processing');
      await visible(panel(ui).getByTestId('knowledge-source').getByText(reading ? 'Reading…' : 'Ready', { exact: false }));
      await expect.poll(() => panel(ui).getByTestId('answer-verdict').count()).toBe(KNOWLEDGE.feedback.length);
      if (ui.memo.owner) {
        await expect.poll(() => addButton(ui).isEnabled()).toBe(true);
      } else {
        await visible(panel(ui).getByText('Owners of the organisation change its content; you can read it.'));
        expect(await panel(ui).getByRole('button', { name: /^(Add|Delete|Re-index)/ }).count()).toBe(0);
        expect(await panel(ui).getByText('Add an answer').count()).toBe(0);
      }
      const error = changeError(step);
      if (error) await visible(panel(ui).getByRole('alert').filter({ hasText: error }));
      if (ui.memo.saved) await visible(panel(ui).getByRole('status').filter({ hasText: TEXTS.knowledgeSaved }));
      else expect(await panel(ui).getByRole('status').filter({ hasText: TEXTS.knowledgeSaved }).count()).toBe(0);
    },
    changing: async (ui) => {
      await expect.poll(() => addButton(ui).isDisabled()).toBe(true);
      const change = CHANGE_CALLS[String(ui.memo.change)];
      await expect.poll(() => ui.api.waiting(change.method, change.path).length).toBe(1);
    },
    ended: async (ui) => {
      await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.sessionExpired }));
    },
  },
};
