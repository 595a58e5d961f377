import { assert as assertStruct, array } from 'superstruct';
import { expect, it } from 'vitest';
import { DEFAULT_ORGANISATION_ID, Organisation } from '../../src/contract/contract.ts';
import { describeEachStore } from './helpers/api-harness.ts';

describeEachStore('organisations API', (harness) => {
  it('lists the two public demo organisations in the contract shape', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/organisations' });
    expect(response.statusCode).toBe(200);
    const organisations = response.json();
    assertStruct(organisations, array(Organisation));
    expect(organisations.map((organisation: Organisation) => organisation.id)).toEqual([
      DEFAULT_ORGANISATION_ID,
      'harbourside-dental',
    ]);
  });

  it('returns the default organisation with widget settings and default questions', async () => {
    const response = await harness.app.inject({ method: 'GET', url: `/api/organisations/${DEFAULT_ORGANISATION_ID}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const organisation = response.json();
    assertStruct(organisation, Organisation);
    expect(organisation).toMatchObject({
      id: 'queenstown-adventures',
      name: 'Queenstown Adventures',
      logo_url: '/logos/queenstown-adventures.svg',
      chat_bubble_color: '#6ea9d7',
      chat_text_color: '#ffffff',
      widget_settings: { support_email: expect.any(String), support_phone: expect.any(String) },
    });
    expect(organisation.default_questions).toContain('How much does a tandem jump cost?');
    expect(organisation.default_questions).toContain('What are the age and weight requirements?');
    expect(organisation.default_questions).toContain('How do I get to the jump site?');
    // Server-only columns never leave the server.
    expect(JSON.stringify(organisation)).not.toMatch(/api_key|apiKey|allowed/);
  });

  it('returns Harbourside Dental with its own colours and questions', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/organisations/harbourside-dental' });
    const organisation = response.json();
    assertStruct(organisation, Organisation);
    expect(organisation.chat_bubble_color).toBe('#2f7d6d');
    expect(organisation.logo_url).toBe('/logos/harbourside-dental.svg');
    expect(organisation.default_questions.length).toBeGreaterThan(0);
  });

  it('answers 404 with a JSON message for an unknown organisation', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/organisations/no-such-org' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Organisation not found' });
  });

  it('refuses a NUL byte in the organisation id with 400 naming the parameter', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/organisations/abc%00def' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field: 'id' });
  });

  it('answers 4xx, not 5xx, for a malformed percent-encoding', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/organisations/%ED%A0%80' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('reports health with the store kind', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', store: harness.kind });
  });
});
