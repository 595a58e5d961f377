// The console sign-in machine's real actors: the session and invitation calls (services/team-api.ts).
// The invitation's token comes from the link's fragment (#invitation=…), read once and then removed
// from the address bar so it is not kept in the history or shared by copying the address.
import { consoleSignInMachine, type ConsoleSignInInput } from '../../machines/console-sign-in-machine.ts';
import type { ConsoleSession, InvitationView } from '../../contract/contract.ts';
import { teamApi, type TeamApi } from '../../services/team-api.ts';
import { rememberCsrfToken } from '../../services/team-credentials.ts';
import { apiCall } from './chat-actors.ts';

/** A call that starts a session hands its CSRF token to the team's calls (services/team-credentials.ts). */
async function started(session: Promise<ConsoleSession>): Promise<ConsoleSession> {
  const value = await session;
  rememberCsrfToken(value.csrf_token);
  return value;
}

export function provideConsoleSignInActors(machine: typeof consoleSignInMachine = consoleSignInMachine, api: TeamApi = teamApi) {
  return machine.provide({
    actors: {
      fetchSession: apiCall<ConsoleSession, { organisationId: string }>((input, { signal }) => started(api.getSession(input.organisationId, { signal }))),
      signIn: apiCall<ConsoleSession, { organisationId: string; email: string; password: string }>((input, { signal }) =>
        started(api.signIn(input.organisationId, input.email, input.password, { signal })),
      ),
      signOut: apiCall<void, { organisationId: string }>(async (input, { signal }) => {
        try {
          await api.signOut(input.organisationId, { signal });
        } finally {
          rememberCsrfToken(null);
        }
      }),
      fetchInvitation: apiCall<InvitationView, { token: string }>((input, { signal }) => api.getInvitation(input.token, { signal })),
      acceptInvitation: apiCall<ConsoleSession, { token: string; name: string; password: string }>((input, { signal }) =>
        started(api.acceptInvitation(input.token, input.name, input.password, { signal })),
      ),
    },
  });
}

export function readConsoleSignInInput(organisationId: string): ConsoleSignInInput {
  if (typeof location === 'undefined') return { organisationId, invitationToken: null };
  const match = /^#invitation=([\w-]+)$/.exec(location.hash);
  if (match) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return { organisationId, invitationToken: match?.[1] ?? null };
}
