// The team panel's and the conversation record's real calls (services/team-api.ts) behind their machines' placeholders.
import { teamMachine, type TeamChange } from '../../machines/team-machine.ts';
import { conversationRecordMachine } from '../../machines/conversation-record-machine.ts';
import type { ConversationEvent, TeamMember } from '../../contract/contract.ts';
import { teamApi, type TeamApi } from '../../services/team-api.ts';
import { apiCall } from './chat-actors.ts';

async function apply(api: TeamApi, organisationId: string, change: TeamChange, signal: AbortSignal): Promise<{ invitationUrl: string | null }> {
  switch (change.type) {
    case 'invite.submitted':
      return { invitationUrl: (await api.invite(organisationId, change.email.trim(), change.role, { signal })).url };
    case 'role.changed':
      await api.changeRole(organisationId, change.memberId, change.role, { signal });
      return { invitationUrl: null };
    case 'member.removed':
      await api.removeMember(organisationId, change.memberId, { signal });
      return { invitationUrl: null };
  }
}

export function provideTeamActors(machine: typeof teamMachine = teamMachine, api: TeamApi = teamApi) {
  return machine.provide({
    actors: {
      fetchMembers: apiCall<TeamMember[], { organisationId: string }>((input, { signal }) => api.listMembers(input.organisationId, { signal })),
      applyChange: apiCall<{ invitationUrl: string | null }, { organisationId: string; change: TeamChange }>((input, { signal }) =>
        apply(api, input.organisationId, input.change, signal),
      ),
    },
  });
}

export function provideConversationRecordActors(machine: typeof conversationRecordMachine = conversationRecordMachine, api: TeamApi = teamApi) {
  return machine.provide({
    actors: {
      fetchRecord: apiCall<ConversationEvent[], { conversationId: string; operatorKey: string }>((input, { signal }) =>
        api.conversationEvents(input.conversationId, input.operatorKey, { signal }),
      ),
    },
  });
}
