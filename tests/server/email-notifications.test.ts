// E-mail notifications end to end on both back-ends: a real SMTP server on loopback receives what
// nodemailer sends when a visitor asks for a person, leaves contact details, or waits unanswered
// while the AI is paused; each address gets only the kinds it chose; "nobody answered" waits its
// minutes on a simulated clock and is dropped when a team member answers first.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { insertMember } from '../../server/store/members-repository.ts';
import { members } from '../../server/store/schema.ts';
import { hashPassword } from '../../server/team/passwords.ts';
import { consoleClient, signIn } from './helpers/console-client.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { simulatedWorker } from './helpers/simulated-worker.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, type ApiHarness } from './helpers/api-harness.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp-receiver.ts';

const ORG = 'queenstown-adventures';
const OTHER_KEY = 'other-operator-key-0123456789';
const MINUTE = 60_000;


const subscribe = (harness: ApiHarness, email: string, kinds?: string[], organisation = ORG, key?: string) =>
  harness.app.inject({ method: 'POST', url: `/api/organisations/${organisation}/notification-subscriptions`, headers: operatorHeaders(key), payload: { email, ...(kinds ? { kinds } : {}) } });

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

describeEachStore(
  'e-mail notifications',
  (harness) => {
    beforeAll(async () => {
      await subscribe(harness, 'everything@team.example');
      await subscribe(harness, 'leads@team.example', ['contact']);
    });
    beforeEach(() => {
      smtp.mails.length = 0;
    });

    it('e-mails the subscribed members when a visitor asks for a person, with the conversation link', async () => {
      const sent = await postChat(harness.app, chatPayload({ message: 'Can I speak to a human please?' }));
      const conversationId = sent.json()[0].conversation_id;
      expect((await simulatedWorker(harness).worker.runOnce()).emails).toBe(1);
      expect(smtp.mails).toHaveLength(1);
      const [mail] = smtp.mails;
      expect(mail.to).toContain('everything@team.example');
      expect(mail.to).not.toContain('leads@team.example');
      expect(mail.subject).toBe('A visitor asked for a person — Queenstown Adventures');
      expect(mail.from).toBe('alerts@korero.example');
      expect(mail.text).toContain(`${harness.config.publicUrl}/${ORG}/operator?conversation=${conversationId}`);
      expect(mail.text).toContain('Visitor: Can I speak to a human please?');
    });

    it('e-mails both addresses when a visitor leaves contact details', async () => {
      const [first] = (await postChat(harness.app, chatPayload({ message: 'Do you do group bookings?' }))).json();
      const details = { id: first.user_id, name: 'Wiremu', email: 'wiremu@example.com', phone: '027 555 0199', organisation_id: ORG };
      expect((await harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: details })).statusCode).toBe(200);
      await simulatedWorker(harness).worker.runOnce();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0].to).toEqual(expect.arrayContaining(['everything@team.example', 'leads@team.example']));
      expect(smtp.mails[0].text).toContain('A visitor left their contact details');
      expect(smtp.mails[0].text).toContain('Phone: 027 555 0199');
      expect(smtp.mails[0].text).toContain(`operator?conversation=${first.conversation_id}`);
    });

    it('e-mails when a visitor waits while the AI is paused and nobody answers within the minutes', async () => {
      const [first] = (await postChat(harness.app, chatPayload({ message: 'Hello?' }))).json();
      const conversation = first.conversation_id;
      const team = await postChat(harness.app, chatPayload({ conversation_id: conversation, creator: 'USER', message: 'Kia ora, Sam here.' }), operatorHeaders());
      expect(team.statusCode).toBe(200);
      await postChat(harness.app, chatPayload({ conversation_id: conversation, message: 'Are you still there?' }));
      const { worker, advance } = simulatedWorker(harness);
      expect((await worker.runOnce()).emails).toBe(0);
      advance(harness.config.notify.unansweredMinutes * MINUTE - 10_000);
      expect((await worker.runOnce()).emails).toBe(0);
      advance(10_000);
      expect((await worker.runOnce()).emails).toBe(1);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0].text).toContain(`A visitor is waiting for a reply on Queenstown Adventures's chat (no one answered within ${harness.config.notify.unansweredMinutes} minutes)`);
      expect(smtp.mails[0].text).toContain('Visitor: Are you still there?');
      expect(smtp.mails[0].text).toContain(`operator?conversation=${conversation}`);
    });

    it('sends no "waiting" e-mail when a team member answers in time, and uses the organisation’s own minutes', async () => {
      const settings = await harness.app.inject({ method: 'PUT', url: `/api/organisations/${ORG}/notification-settings`, headers: operatorHeaders(), payload: { unanswered_minutes: 2 } });
      expect(settings.json()).toEqual({ unanswered_minutes: 2, effective_unanswered_minutes: 2, email_enabled: true });
      const [first] = (await postChat(harness.app, chatPayload({ message: 'Hi' }))).json();
      const conversation = first.conversation_id;
      await postChat(harness.app, chatPayload({ conversation_id: conversation, creator: 'USER', message: 'Hi, Sam here.' }), operatorHeaders());
      await postChat(harness.app, chatPayload({ conversation_id: conversation, message: 'Can I bring my dog?' }));
      await postChat(harness.app, chatPayload({ conversation_id: conversation, creator: 'USER', message: 'Sorry, no dogs.' }), operatorHeaders());
      const { worker, advance } = simulatedWorker(harness);
      advance(10 * MINUTE);
      expect((await worker.runOnce()).emails).toBe(0);

      await postChat(harness.app, chatPayload({ conversation_id: conversation, message: 'Not even a small one?' }));
      advance(2 * MINUTE);
      expect((await worker.runOnce()).emails).toBe(1);
      expect(smtp.mails.map((mail) => mail.text.includes('no one answered within 2 minutes'))).toEqual([true]);
      await harness.app.inject({ method: 'PUT', url: `/api/organisations/${ORG}/notification-settings`, headers: operatorHeaders(), payload: { unanswered_minutes: null } });
    });

    it('e-mails the organisation’s members, each only the kinds they chose themselves', async () => {
      const password = 'sam-password-0123456789';
      const sam = await insertMember(harness.store.db, { organisationId: ORG, name: 'Sam', email: 'sam@queenstown.example', role: 'agent', passwordHash: await hashPassword(password), now: Date.now() });
      const samConsole = consoleClient(harness.app, await signIn(harness.app, ORG, 'sam@queenstown.example', password));
      const own = `/api/organisations/${ORG}/me/notification-preferences`;
      // Until they choose, a member gets every kind.
      expect((await samConsole.request({ method: 'GET', url: own })).json()).toEqual({ member_id: sam.id, kinds: ['handoff', 'contact', 'unanswered'] });
      await postChat(harness.app, chatPayload({ message: 'A human, please' }));
      const { worker } = simulatedWorker(harness);
      await worker.runOnce();
      expect(smtp.mails.at(-1)!.to).toContain('sam@queenstown.example');

      const chosen = await samConsole.request({ method: 'PUT', url: own, payload: { kinds: ['unanswered', 'contact', 'contact'] } });
      expect(chosen.json()).toEqual({ member_id: sam.id, kinds: ['contact', 'unanswered'] });
      await postChat(harness.app, chatPayload({ message: 'Another human, please' }));
      await worker.runOnce();
      expect(smtp.mails).toHaveLength(2);
      expect(smtp.mails[1].to).not.toContain('sam@queenstown.example');
      expect(smtp.mails[1].to).toContain('everything@team.example');

      // Automation reads them by member; an agent changes only their own; another organisation sees none.
      const samsPath = `/api/organisations/${ORG}/members/${sam.id}/notification-preferences`;
      expect((await harness.app.inject({ method: 'GET', url: samsPath, headers: operatorHeaders() })).json().kinds).toEqual(['contact', 'unanswered']);
      const owner = (await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/members`, headers: operatorHeaders() })).json().find((member: { role: string }) => member.role === 'owner');
      const others = await samConsole.request({ method: 'PUT', url: `/api/organisations/${ORG}/members/${owner.id}/notification-preferences`, payload: { kinds: [] } });
      expect(others.statusCode).toBe(403);
      expect((await harness.app.inject({ method: 'GET', url: own, headers: operatorHeaders() })).statusCode).toBe(400);
      // An agent reads the organisation's extra addresses and webhooks; only an owner changes them.
      expect((await samConsole.request({ method: 'GET', url: `/api/organisations/${ORG}/notification-subscriptions` })).statusCode).toBe(200);
      expect((await samConsole.request({ method: 'POST', url: `/api/organisations/${ORG}/notification-subscriptions`, payload: { email: 'me@elsewhere.example' } })).statusCode).toBe(403);
      expect((await samConsole.request({ method: 'POST', url: `/api/organisations/${ORG}/webhooks`, payload: { url: 'https://hooks.example.com/k' } })).statusCode).toBe(403);
      const other = randomUUID();
      await insertOrganisation(harness.store.db, { id: other, name: 'Elsewhere' });
      await giveApiKey(harness.store.db, other, OTHER_KEY);
      expect((await harness.app.inject({ method: 'GET', url: `/api/organisations/${other}/members/${sam.id}/notification-preferences`, headers: operatorHeaders(OTHER_KEY) })).statusCode).toBe(404);
      expect((await harness.app.inject({ method: 'GET', url: samsPath, headers: operatorHeaders(OTHER_KEY) })).statusCode).toBe(403);
      const bad = await samConsole.request({ method: 'PUT', url: own, payload: { kinds: ['sms'] } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'kinds[0]' });
      await harness.store.db.delete(members).where(eq(members.id, sam.id));
    });

    it('manages subscriptions per organisation and refuses bad input with a 4xx naming the field', async () => {
      const other = randomUUID();
      await insertOrganisation(harness.store.db, { id: other, name: 'Other subscriptions' });
      await giveApiKey(harness.store.db, other, OTHER_KEY);
      const mine = (await subscribe(harness, 'Solo@Team.Example', ['unanswered'], other, OTHER_KEY)).json();
      expect(mine).toMatchObject({ email: 'solo@team.example', kinds: ['unanswered'] });
      const changed = await harness.app.inject({ method: 'PATCH', url: `/api/organisations/${other}/notification-subscriptions/${mine.id}`, headers: operatorHeaders(OTHER_KEY), payload: { kinds: ['unanswered', 'handoff'] } });
      expect(changed.json().kinds).toEqual(['handoff', 'unanswered']);
      // Another organisation's team neither sees nor changes it.
      const listed = (await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/notification-subscriptions`, headers: operatorHeaders() })).json();
      expect(listed.map((row: { email: string }) => row.email)).not.toContain('solo@team.example');
      const foreign = await harness.app.inject({ method: 'DELETE', url: `/api/organisations/${ORG}/notification-subscriptions/${mine.id}`, headers: operatorHeaders() });
      expect(foreign.statusCode).toBe(404);
      expect((await subscribe(harness, 'x@team.example', undefined, other)).statusCode).toBe(403);

      for (const [payload, field] of [
        [{ email: 'not-an-address' }, 'email'],
        [{ email: 'a@b.example', kinds: ['sms'] }, 'kinds[0]'],
        [{}, 'email'],
      ] as const) {
        const response = await harness.app.inject({ method: 'POST', url: `/api/organisations/${other}/notification-subscriptions`, headers: operatorHeaders(OTHER_KEY), payload });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ field });
      }
      const badMinutes = await harness.app.inject({ method: 'PUT', url: `/api/organisations/${other}/notification-settings`, headers: operatorHeaders(OTHER_KEY), payload: { unanswered_minutes: 0 } });
      expect(badMinutes.statusCode).toBe(422);
      expect(badMinutes.json()).toMatchObject({ field: 'unanswered_minutes' });
      const deleted = await harness.app.inject({ method: 'DELETE', url: `/api/organisations/${other}/notification-subscriptions/${mine.id}`, headers: operatorHeaders(OTHER_KEY) });
      expect(deleted.statusCode).toBe(204);
    });
  },
  // The SMTP server starts before the harness reads its configuration.
  { env: { get SMTP_URL() { return smtp.url; }, SMTP_FROM: 'Korero <alerts@korero.example>' } as Record<string, string> },
);

describeEachStore('e-mail notifications without SMTP_URL', (harness) => {
  it('queues no e-mail at all', async () => {
    await subscribe(harness, 'everything@team.example');
    await postChat(harness.app, chatPayload({ message: 'Can I talk to a human?' }));
    expect((await simulatedWorker(harness).worker.runOnce()).emails).toBe(0);
    const settings = await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/notification-settings`, headers: operatorHeaders() });
    expect(settings.json()).toMatchObject({ email_enabled: false });
  });
});
