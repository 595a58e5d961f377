// An organisation's own synonym groups over the operator API: listed, added and removed with its
// key, used by the next question, and never another organisation's.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { ingestText } from '../../server/knowledge/index.ts';
import { retrieveSections } from '../../server/knowledge/retrieve.ts';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { describeEachStore, operatorHeaders } from './helpers/api-harness.ts';

const SHOP_KEY = 'shop-operator-key-0123456789';
const OTHER_KEY = 'other-operator-key-0123456789';

describeEachStore('synonym groups API', (harness) => {
  const shop = randomUUID();
  const other = randomUUID();
  const path = (organisation = shop) => `/api/organisations/${organisation}/synonyms`;
  const found = async (question: string) => (await retrieveSections(harness.store, shop, question)).sections.map((section) => section.heading);

  beforeAll(async () => {
    await insertOrganisation(harness.store.db, { id: shop, name: 'Lake Paddle' });
    await insertOrganisation(harness.store.db, { id: other, name: 'Other' });
    await giveApiKey(harness.store.db, shop, SHOP_KEY);
    await giveApiKey(harness.store.db, other, OTHER_KEY);
    await ingestText(harness.store, { organisationId: shop, name: 'Hire', text: 'Paddleboards\n\nStand-up paddleboards are 30 NZD an hour, with a wetsuit.' });
  });

  it('refuses a missing key and another organisation’s key', async () => {
    expect((await harness.app.inject({ method: 'GET', url: path() })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'GET', url: path(), headers: operatorHeaders(OTHER_KEY) })).statusCode).toBe(403);
    const posted = await harness.app.inject({ method: 'POST', url: path(), headers: operatorHeaders(OTHER_KEY), payload: { words: ['sup', 'paddleboard'] } });
    expect(posted.statusCode).toBe(403);
  });

  it('lists the demo organisation’s groups from its seed', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/organisations/queenstown-adventures/synonyms', headers: operatorHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((group: { words: string[] }) => group.words)).toContainEqual(['bungy', 'bungee']);
  });

  it('adds a group the next question uses, and removes it again', async () => {
    expect(await found('Do you rent SUPs?')).toEqual([]);
    const added = await harness.app.inject({ method: 'POST', url: path(), headers: operatorHeaders(SHOP_KEY), payload: { words: [' SUP ', 'sups', 'Paddleboard', 'sup'] } });
    expect(added.statusCode).toBe(201);
    const group = added.json() as { id: string; words: string[] };
    expect(group.words).toEqual(['sup', 'sups', 'paddleboard']);
    expect(await found('Do you rent SUPs?')).toEqual(['Paddleboards']);
    // Nobody else's questions change.
    expect((await retrieveSections(harness.store, other, 'Do you rent SUPs?')).sections).toEqual([]);
    const listed = await harness.app.inject({ method: 'GET', url: path(), headers: operatorHeaders(SHOP_KEY) });
    expect(listed.json()).toEqual([expect.objectContaining({ id: group.id, words: group.words })]);

    expect((await harness.app.inject({ method: 'DELETE', url: `${path(other)}/${group.id}`, headers: operatorHeaders(OTHER_KEY) })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'DELETE', url: `${path()}/${group.id}`, headers: operatorHeaders(SHOP_KEY) })).statusCode).toBe(204);
    expect((await harness.app.inject({ method: 'DELETE', url: `${path()}/${group.id}`, headers: operatorHeaders(SHOP_KEY) })).statusCode).toBe(404);
    expect(await found('Do you rent SUPs?')).toEqual([]);
  });

  it('answers bad groups with a clear 4xx', async () => {
    const post = (payload: unknown) => harness.app.inject({ method: 'POST', url: path(), headers: operatorHeaders(SHOP_KEY), payload: payload as object });
    const single = await post({ words: ['sup', ' SUP'] });
    expect(single.statusCode).toBe(422);
    expect(single.json().message).toMatch(/at least two different words/);
    expect((await post({ words: 'sup paddleboard' })).statusCode).toBe(400);
    expect((await post({ words: ['sup', 'x'.repeat(61)] })).statusCode).toBe(422);
    expect((await harness.app.inject({ method: 'DELETE', url: `${path()}/not-a-uuid`, headers: operatorHeaders(SHOP_KEY) })).statusCode).toBe(404);
  });
});
