// machines/failure-texts.ts: where a call failed and its ApiError's code give SPEC.md §8's text;
// the error's own message never reaches the view.
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import { failureText, type FailurePlace } from '../../src/machines/failure-texts.ts';
import { apiError } from './models/fixtures.ts';

const notFound = apiError('conversation-not-found', 404);
const server = apiError('server', 500);
const network = apiError('network');
const refused = apiError('key-refused', 403);
const rateLimited = apiError('rate-limited', 429);
const wrongShape = apiError('unexpected-answer');

const cases: Array<[FailurePlace, unknown, string]> = [
  ['organisation', apiError('organisation-not-found', 404), TEXTS.organisationFailed],
  ['organisation', network, TEXTS.organisationFailed],
  ['conversation', notFound, TEXTS.conversationNotFound],
  ['conversation', server, TEXTS.networkNotOk],
  ['conversation', network, TEXTS.networkNotOk],
  ['pastConversations', server, TEXTS.pastConversationsFailed],
  ['firstMessage', rateLimited, TEXTS.sendFailed],
  ['firstMessage', network, TEXTS.sendFailed],
  ['followUp', server, TEXTS.followUpFailed],
  ['contactUpdate', server, TEXTS.networkNotOk],
  ['contactUpdate', apiError('invalid', 400), TEXTS.networkNotOk],
  ['contactUpdate', network, TEXTS.sendFailed],
  ['contactUpdate', wrongShape, TEXTS.sendFailed],
  ['contactUpdate', 'not an Error', TEXTS.sendFailed],
  ['operatorConversations', refused, TEXTS.operatorKeyRefused],
  ['operatorConversations', server, TEXTS.operatorConversationsFailed],
  ['handback', refused, TEXTS.operatorKeyRefused],
  ['handback', server, TEXTS.handbackFailed],
];

describe('failureText', () => {
  it.each(cases)('%s with %o is the catalogue text', (place, error, text) => {
    expect(failureText(place, error)).toBe(text);
  });

  it("never passes an error's own message on", () => {
    const catalogue: string[] = Object.values(TEXTS);
    for (const [place] of cases) expect(catalogue).toContain(failureText(place, new Error('Something else entirely')));
    const withCatalogueMessage = new Error(TEXTS.operatorKeyRefused);
    // An Error whose message happens to be a catalogue text is not a refused key: only the code says so.
    expect(failureText('operatorConversations', withCatalogueMessage)).toBe(TEXTS.operatorConversationsFailed);
  });
});
