// A contact belongs to one organisation: a visitor who chats with two organisations from one
// browser is two contacts, and nothing one organisation learned is visible to the other.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contacts } from '../../server/store/schema.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat } from './helpers/api-harness.ts';

const QUEENSTOWN = 'queenstown-adventures';
const HARBOURSIDE = 'harbourside-dental';

describeEachStore('contacts belong to one organisation', (harness) => {
  async function firstMessage(organisationId: string, contactId: string, message = 'Hello') {
    const response = await postChat(harness.app, chatPayload({ organisation_id: organisationId, contact_id: contactId, message }));
    expect(response.statusCode, response.body).toBe(200);
    const conversationId: string = response.json()[0].conversation_id;
    const conversation = (await harness.app.inject({ url: `/api/conversations/${conversationId}` })).json();
    return { conversationId, contactId: conversation.contact.id as string };
  }

  function putContact(body: Record<string, unknown>) {
    return harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: body });
  }

  function pastConversations(contactId: string, organisationId?: string) {
    const query = organisationId ? `?organisation_id=${organisationId}` : '';
    return harness.app.inject({ url: `/api/contacts/${contactId}/conversations${query}` });
  }

  it("another organisation's contact id is never reused on POST /api/chat", async () => {
    const queenstown = await firstMessage(QUEENSTOWN, '', 'Can I bungy?');
    const saved = await putContact({ id: queenstown.contactId, name: 'Mere', email: 'mere@example.com', phone: '021 555 0101' });
    expect(saved.statusCode, saved.body).toBe(200);

    const dental = await firstMessage(HARBOURSIDE, queenstown.contactId, 'I need a root canal');
    expect(dental.contactId).not.toBe(queenstown.contactId);
    // The dental conversation's contact knows nothing of what Queenstown was told.
    const dentalConversation = (await harness.app.inject({ url: `/api/conversations/${dental.conversationId}/messages` })).json();
    expect(dentalConversation.contact).toEqual({ id: dental.contactId, name: '', email: '', phone: '' });

    // Each contact lists only its own organisation's conversations.
    const queenstownList = (await pastConversations(queenstown.contactId)).json();
    expect(queenstownList.map((c: { id: string }) => c.id)).toEqual([queenstown.conversationId]);
    expect((await pastConversations(queenstown.contactId, HARBOURSIDE)).json()).toEqual([]);
    const dentalList = (await pastConversations(dental.contactId, HARBOURSIDE)).json();
    expect(dentalList.map((c: { id: string }) => c.id)).toEqual([dental.conversationId]);

    // Coming back to the first organisation with its own contact id continues as that contact.
    const again = await firstMessage(QUEENSTOWN, queenstown.contactId, 'And a tandem?');
    expect(again.contactId).toBe(queenstown.contactId);
    expect((await pastConversations(queenstown.contactId, QUEENSTOWN)).json()).toHaveLength(2);
  });

  it("PUT /api/contacts with another organisation's contact id makes a new contact there", async () => {
    const queenstown = await firstMessage(QUEENSTOWN, '');
    await putContact({ id: queenstown.contactId, name: 'Ana', email: 'ana@example.com', phone: '1' });

    const response = await putContact({ id: queenstown.contactId, organisation_id: HARBOURSIDE, name: 'Someone', email: 'x@example.com', phone: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Someone', email: 'x@example.com', phone: '2', updated_at: expect.any(Number) });
    expect(created.id).not.toBe(queenstown.contactId);
    const [row] = await harness.store.db.select().from(contacts).where(eq(contacts.id, created.id));
    expect(row.organisationId).toBe(HARBOURSIDE);
    // Queenstown's contact is untouched.
    const [original] = await harness.store.db.select().from(contacts).where(eq(contacts.id, queenstown.contactId));
    expect(original).toMatchObject({ name: 'Ana', organisationId: QUEENSTOWN });

    // Its own organisation's id is updated in place.
    const own = await putContact({ id: queenstown.contactId, organisation_id: QUEENSTOWN, name: 'Ana P', email: 'ana@example.com', phone: '1' });
    expect(own.json()).toMatchObject({ id: queenstown.contactId, name: 'Ana P' });
    expect((await putContact({ id: queenstown.contactId, organisation_id: 'no-such-org', name: '', email: 'a@b.co', phone: '' })).statusCode).toBe(404);
  });

  it("an operator's list shows only the organisation's own contacts", async () => {
    const queenstown = await firstMessage(QUEENSTOWN, '');
    await putContact({ id: queenstown.contactId, name: 'Only Queenstown', email: 'q@example.com', phone: '3' });
    await firstMessage(HARBOURSIDE, queenstown.contactId, 'Do you do check-ups?');
    const list = await harness.app.inject({ url: `/api/organisations/${HARBOURSIDE}/conversations`, headers: operatorHeaders() });
    expect(list.statusCode).toBe(200);
    const names = list.json().map((conversation: { contact: { name: string; id: string } }) => conversation.contact);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((contact: { id: string; name: string }) => contact.id === queenstown.contactId || contact.name === 'Only Queenstown')).toBe(false);
  });
});
