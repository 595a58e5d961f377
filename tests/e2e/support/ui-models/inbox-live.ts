// The console's live stream in the browser, signed in with a key the tab kept. GET
// /organisations/:id/events is held: `stream.opened` and `stream.changed` are events written to it
// through the relay (event-stream-relay.ts), a stream ending is the relay's end, a drop its break
// (or, before it opened, an aborted call), a refusal a 401; `after` is a page.clock tick of the
// backoff the machine would wait. The list behind it is answered at once: each read is counted, to
// see that a change, a reconnection and each fallback poll read it again, and that a burst of
// changes within one window reads it once.
import { expect } from '../expect.ts';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import { POLL_INTERVAL_MS } from '../../../../src/contract/contract.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { BATCH_WINDOW_MS, backoffMs, type InboxLiveContext } from '../../../../src/machines/inbox-live-machine.ts';
import { OPERATOR_KEY_PREFIX } from '../../../../src/services/operator-storage.ts';
import { ORGANISATION_ID } from '../../../machines/models/fixtures.ts';
import { inboxLiveModel } from '../../../machines/models/inbox-live-model.ts';
import { FIRST_PAGE } from '../../../machines/models/operator-console-model.ts';
import type { EventStreamControl } from '../event-stream-relay.ts';
import { visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { answerOrganisation } from './common.ts';
import { MachineMirror } from './machine-mirror.ts';

const EVENTS = /^\/organisations\/[^/]+\/events$/;
const INBOX = /^\/organisations\/[^/]+\/inbox$/;

const mirrorOf = (ui: Ui) => ui.memo.mirror as MachineMirror;
const status = (ui: Ui) => ui.page.locator('[data-live]');
const inboxReads = (ui: Ui) => ui.api.count('GET', INBOX);

/** The list was read again since the step began. */
async function readAgain(ui: Ui): Promise<void> {
  const before = ui.memo.readsBefore as number;
  await expect.poll(() => inboxReads(ui)).toBeGreaterThan(before);
}

/**
 * The window's changes were read once. The step ticked the page's clock by one window, but on a
 * loaded machine the change can reach the page after that tick, and its window then opens on a
 * clock that stands still: while the read has not come, the clock runs one more window at a time,
 * never as long as a poll (POLL_INTERVAL_MS), so only the window's own read can show.
 */
async function windowClosed(ui: Ui): Promise<void> {
  const expected = (ui.memo.readsAtWindow as number) + 1;
  let ran = BATCH_WINDOW_MS;
  await expect
    .poll(async () => {
      const reads = inboxReads(ui);
      if (reads < expected && ran + BATCH_WINDOW_MS < POLL_INTERVAL_MS) {
        await ui.tick(BATCH_WINDOW_MS);
        ran += BATCH_WINDOW_MS;
      }
      return reads;
    })
    .toBe(expected);
}

const REFUSED_ONLY_BEFORE = 'the server refuses a credential before the stream opens, never on an open one';

export const inboxLiveUi: UiModelAdapter = {
  model: inboxLiveModel,
  infeasible: ({ path }) => {
    let open = false;
    for (const { event } of path.steps) {
      if (event.type === 'stream.opened') open = true;
      else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        if (open && (event.error as ApiError | undefined)?.code === 'key-refused') return REFUSED_ONLY_BEFORE;
        open = false;
      }
    }
    return null;
  },
  driver: (ui, { input }) => ({
    async start() {
      ui.memo.mirror = new MachineMirror(inboxLiveModel.machine, input);
      answerOrganisation(ui);
      ui.api.always('GET', /^\/organisations\/[^/]+\/session$/, (call) => call.fail(401, 'Not signed in to this organisation'));
      // Once the stream was refused the key is refused everywhere: the console's next read says so too.
      ui.api.always('GET', INBOX, (call) => (ui.memo.refused ? call.fail(401, 'Revoked key') : call.fulfil(FIRST_PAGE)));
      await ui.page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [`${OPERATOR_KEY_PREFIX}${ORGANISATION_ID}`, 'kor_test_key'] as const);
      await ui.page.goto(ui.url('/operator'));
      await visible(ui.page.getByRole('navigation', { name: 'Conversations' }));
    },
    async perform(event) {
      ui.memo.readsBefore = inboxReads(ui);
      const stream = ui.memo.stream as EventStreamControl | undefined;
      if (event.type === 'stream.opened') {
        const call = await ui.api.next('GET', EVENTS);
        const opened = await call.stream();
        ui.memo.stream = opened;
        opened.send('ready', {});
      } else if (event.type === 'stream.changed') {
        // The first change of a window: the list is read once when it closes, whatever follows.
        if (mirrorOf(ui).snapshot.matches({ streaming: { live: 'quiet' } })) ui.memo.readsAtWindow = inboxReads(ui);
        stream!.send('change', event.change);
      } else if (event.type.startsWith('xstate.after.')) {
        const context = mirrorOf(ui).snapshot.context as InboxLiveContext;
        const delays: Record<string, number> = { reconnectDelay: backoffMs(context.attempts), pollInterval: POLL_INTERVAL_MS, batchWindow: BATCH_WINDOW_MS };
        await ui.tick(delays[event.type.split('.')[2]]);
      } else {
        ui.memo.stream = undefined;
        const error = event.error as ApiError | undefined;
        if (stream) {
          if (event.type.startsWith('xstate.done.')) stream.end();
          else stream.break();
        } else {
          const call = await ui.api.next('GET', EVENTS);
          if (event.type.startsWith('xstate.done.')) await call.fulfilText('', 'text/event-stream');
          else if (error?.code === 'key-refused') {
            ui.memo.refused = true;
            await call.fail(401, 'Revoked key');
          } else await call.abort();
        }
      }
      await mirrorOf(ui).play(event);
    },
  }),
  states: {
    'streaming.connecting': async (ui) => {
      await expect.poll(() => status(ui).getAttribute('data-live')).toBe('connecting');
      await expect.poll(() => ui.api.waiting('GET', EVENTS).length).toBe(1);
    },
    'streaming.live.quiet': async (ui, step) => {
      await expect.poll(() => status(ui).getAttribute('data-live')).toBe('live');
      // Opened: the list is read again. A window of changes closed: it is read once for all of them.
      if (step.event.type === 'stream.opened') await readAgain(ui);
      if (step.event.type.startsWith('xstate.after.batchWindow')) await windowClosed(ui);
    },
    // The page's clock stands still: until the window closes the list is not read.
    'streaming.live.gathering': async (ui) => {
      await expect.poll(() => status(ui).getAttribute('data-live')).toBe('live');
      expect(inboxReads(ui)).toBe(ui.memo.readsAtWindow);
    },
    reconnecting: async (ui) => {
      await expect.poll(() => status(ui).getAttribute('data-live')).toBe('reconnecting');
      await expect.poll(() => ui.api.waiting('GET', EVENTS).length).toBe(0);
    },
    polling: async (ui) => {
      await expect.poll(() => status(ui).getAttribute('data-live')).toBe('polling');
      await readAgain(ui);
    },
    // The console's next read is refused too: signed out, and told why.
    refused: async (ui) => {
      await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.operatorKeyRefused }));
    },
  },
};
