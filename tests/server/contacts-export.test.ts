// The leads export: contacts who left details, each with their latest conversation, as CSV that a
// spreadsheet reads safely (quoted cells, formulas neutralised), for the organisation's team only.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { csvCell } from '../../server/csv.ts';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat } from './helpers/api-harness.ts';

const KEY = 'export-operator-key-0123456789';
const OTHER_KEY = 'other-operator-key-0123456789';

/** RFC 4180 rows of a body this export wrote (every cell quoted). */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  const text = body.replace(/^\uFEFF/, '');
  let row: string[] = [];
  let index = 0;
  while (index < text.length) {
    if (text.startsWith('\r\n', index)) {
      rows.push(row);
      row = [];
      index += 2;
      continue;
    }
    if (text[index] === ',') {
      index += 1;
      continue;
    }
    expect(text[index]).toBe('"');
    let cell = '';
    index += 1;
    while (!(text[index] === '"' && text[index + 1] !== '"')) {
      if (text[index] === '"') index += 1;
      cell += text[index];
      index += 1;
    }
    row.push(cell);
    index += 1;
  }
  return rows;
}

describeEachStore('contacts CSV export', (harness) => {
  const shop = randomUUID();
  const other = randomUUID();
  const url = (organisation: string = shop) => `/api/organisations/${organisation}/contacts.csv`;
  const details = (id: string, name: string, email: string, phone = '') =>
    harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: { id, name, email, phone, organisation_id: shop } });

  beforeAll(async () => {
    await insertOrganisation(harness.store.db, { id: shop, name: 'Lake Paddle' });
    await giveApiKey(harness.store.db, shop, KEY);
    await insertOrganisation(harness.store.db, { id: other, name: 'Other' });
    await giveApiKey(harness.store.db, other, OTHER_KEY);
  });

  it('lists each contact who left details with their latest conversation, newest first, and cells a spreadsheet cannot run', async () => {
    const [first] = (await postChat(harness.app, chatPayload({ organisation_id: shop, message: 'Do you hire kayaks?' }))).json();
    const contactId = first.user_id;
    // A later conversation of the same contact is the one exported.
    const [later] = (await postChat(harness.app, chatPayload({ organisation_id: shop, contact_id: contactId, message: 'And paddleboards?' }))).json();
    expect(later.user_id).toBe(contactId);
    await details(contactId, 'Mere "Kayak" Ngata, Jr', 'mere@example.com', '+64 21 555 0101');
    await details(randomUUID(), '=HYPERLINK("http://evil.example","click")', 'attacker@example.com', '@SUM(1)');
    // A visitor who never left details is not a lead.
    await postChat(harness.app, chatPayload({ organisation_id: shop, message: 'Just looking' }));

    const response = await harness.app.inject({ method: 'GET', url: url(), headers: operatorHeaders(KEY) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${shop}-contacts.csv"`);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['contact_id', 'name', 'email', 'phone', 'details_left_at', 'latest_conversation_id', 'latest_conversation_link', 'latest_message_at', 'summary', 'wants_person']);
    expect(rows).toHaveLength(3);
    const [attacker, mere] = rows.slice(1);
    expect(attacker[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(attacker[3]).toBe(`'@SUM(1)`);
    expect(attacker[5]).toBe('');
    expect(mere.slice(0, 4)).toEqual([contactId, 'Mere "Kayak" Ngata, Jr', 'mere@example.com', `'+64 21 555 0101`]);
    expect(mere[4]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(mere[5]).toBe(later.conversation_id);
    expect(mere[6]).toBe(`${harness.config.publicUrl}/${shop}/operator?conversation=${later.conversation_id}`);
    // Leaving details flagged that conversation for the team.
    expect(mere[9]).toBe('yes');
  });

  it('is the organisation’s own: no key 401, another organisation’s key 403, and its own export holds none of these', async () => {
    expect((await harness.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'GET', url: url(), headers: operatorHeaders(OTHER_KEY) })).statusCode).toBe(403);
    const own = await harness.app.inject({ method: 'GET', url: url(other), headers: operatorHeaders(OTHER_KEY) });
    expect(parseCsv(own.body)).toHaveLength(1);
    expect((await harness.app.inject({ method: 'GET', url: url('no-such-org'), headers: operatorHeaders(KEY) })).statusCode).toBe(404);
  });
});

it('quotes every cell and neutralises formula starts', () => {
  expect(csvCell('plain')).toBe('"plain"');
  expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
  for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
  expect(csvCell(null)).toBe('""');
  expect(csvCell(42)).toBe('"42"');
});
