// Which e-mails a team member gets ({"kinds": ["handoff", "contact", "unanswered"]}):
//   GET/PUT /api/organisations/:id/me/notification-preferences — the signed-in member's own;
//   GET/PUT /api/organisations/:id/members/:memberId/notification-preferences — a member's, for
//   that member, an owner, or automation with an API key.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array, enums, object, string } from 'superstruct';
import type { AppDeps } from '../app-deps.ts';
import { badRequest, forbidden, notFound } from '../http-errors.ts';
import type { Executor } from '../store/executor.ts';
import { memberEmailKinds, setMemberEmailKinds } from '../store/member-preferences-repository.ts';
import { findMember } from '../store/members-repository.ts';
import { EMAIL_KINDS } from '../store/schema.ts';
import type { OperatorActor } from '../team/operator-access.ts';
import { isUuid, parseBody } from '../validation.ts';
import { operatorAccess, routeRateLimit } from './route-helpers.ts';

const PreferencesBody = object({ kinds: array(enums([...EMAIL_KINDS])) });
const PreferencesView = object({ member_id: string(), kinds: array(enums([...EMAIL_KINDS])) });
const DOCS = {
  own: { summary: 'The e-mails the signed-in member gets', responses: { 200: { description: 'Their preferences.', body: PreferencesView } } },
  changeOwn: { summary: 'Choose the e-mails the signed-in member gets', body: PreferencesBody, responses: { 200: { description: 'Their preferences.', body: PreferencesView } } },
  member: { summary: "The e-mails a member gets (that member, an owner or an API key)", responses: { 200: { description: 'Their preferences.', body: PreferencesView } } },
  changeMember: { summary: "Choose the e-mails a member gets (that member, an owner or an API key)", body: PreferencesBody, responses: { 200: { description: 'Their preferences.', body: PreferencesView } } },
};
const openapi = (doc: (typeof DOCS)[keyof typeof DOCS]) => ({ ...doc, tag: 'notifications', operatorKey: true });

async function preferencesView(db: Executor, memberId: string) {
  return { member_id: memberId, kinds: await memberEmailKinds(db, memberId) };
}

/** Stores the member's choice (kinds in their canonical order, each once). */
async function savePreferences(db: Executor, memberId: string, body: unknown) {
  const { kinds } = parseBody(PreferencesBody, body);
  await setMemberEmailKinds(db, memberId, EMAIL_KINDS.filter((kind) => kinds.includes(kind)), Date.now());
  return preferencesView(db, memberId);
}

/** A member's own preferences are theirs to change; an owner's and automation's too. */
function assertMayManage(actor: OperatorActor, memberId: string): void {
  if (actor.kind === 'member' && actor.member.role !== 'owner' && actor.member.id !== memberId) {
    throw forbidden("A member changes only their own notification preferences; an owner may change anyone's");
  }
}

export async function memberNotificationPreferenceRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  type OwnParams = { Params: { id: string } };
  type MemberParams = { Params: { id: string; memberId: string } };

  const signedInMember = async (request: FastifyRequest<OwnParams>) => {
    const { actor } = await operatorAccess(store, request.params.id, request);
    if (actor.kind !== 'member') throw badRequest('An API key has no preferences of its own: use …/members/:memberId/notification-preferences', 'authorization');
    return actor.member.id;
  };
  const ownPath = '/api/organisations/:id/me/notification-preferences';
  app.get<OwnParams>(ownPath, { config: { rateLimit, openapi: openapi(DOCS.own) } }, async (request) => preferencesView(store.db, await signedInMember(request)));
  app.put<OwnParams>(ownPath, { config: { rateLimit, openapi: openapi(DOCS.changeOwn) } }, async (request) => savePreferences(store.db, await signedInMember(request), request.body));

  const managedMember = async (request: FastifyRequest<MemberParams>) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    const member = isUuid(request.params.memberId) ? await findMember(store.db, organisation.id, request.params.memberId.toLowerCase()) : undefined;
    if (!member) throw notFound('Member not found');
    assertMayManage(actor, member.id);
    return member.id;
  };
  const memberPath = '/api/organisations/:id/members/:memberId/notification-preferences';
  app.get<MemberParams>(memberPath, { config: { rateLimit, openapi: openapi(DOCS.member) } }, async (request) => preferencesView(store.db, await managedMember(request)));
  app.put<MemberParams>(memberPath, { config: { rateLimit, openapi: openapi(DOCS.changeMember) } }, async (request) => savePreferences(store.db, await managedMember(request), request.body));
}
