// A signed-in console as the browser would be: the session cookie from the sign-in answer, and the
// session's CSRF token on every write. For the team API's tests (app.inject, no network).
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { SESSION_COOKIE } from '../../../server/plugins/sessions.ts';

type SessionAnswer = InjectResponse;

export interface ConsoleClient {
  cookie: string;
  csrfToken: string;
  member: { id: string; name: string; email: string; role: string };
  /** A request with the session's cookie and (unless `csrf: false`) its CSRF token. */
  request(options: { method: InjectOptions['method']; url: string; payload?: unknown; csrf?: boolean }): Promise<SessionAnswer>;
}



export function sessionCookieOf(response: SessionAnswer): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

export function consoleClient(app: FastifyInstance, signedIn: SessionAnswer): ConsoleClient {
  const cookie = sessionCookieOf(signedIn);
  if (signedIn.statusCode !== 200 || !cookie) throw new Error(`not signed in: ${signedIn.statusCode} ${signedIn.body}`);
  const body = signedIn.json() as { csrf_token: string; member: ConsoleClient['member'] };
  return {
    cookie,
    csrfToken: body.csrf_token,
    member: body.member,
    request({ method, url, payload, csrf = true }) {
      const headers: Record<string, string> = csrf ? { 'x-csrf-token': body.csrf_token } : {};
      if (payload !== undefined) headers['content-type'] = 'application/json';
      return app.inject({ method, url, headers, cookies: { [SESSION_COOKIE]: cookie }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
    },
  };
}

export function signIn(app: FastifyInstance, organisationId: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: `/api/organisations/${organisationId}/session`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });
}

export function acceptInvitation(app: FastifyInstance, token: string, name: string, password: string) {
  return app.inject({
    method: 'POST',
    url: `/api/invitations/${encodeURIComponent(token)}/accept`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name, password }),
  });
}

/** The token of an invitation link (it travels in the fragment). */
export const invitationToken = (url: string) => new URL(url).hash.replace(/^#invitation=/, '');
