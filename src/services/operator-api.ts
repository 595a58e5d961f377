// The operator console's own calls, each with the organisation's operator key or, signed in as a
// member, the session's CSRF token (services/team-credentials.ts). A module of its own
// so that the visitor's pages (widget, frame) never load them.
import { array } from 'superstruct';
import { call, checked, createClient, type ApiOptions, type CallOptions } from './api.ts';
import { teamHeaders } from './team-credentials.ts';
import { HandbackReply, OperatorConversation } from '../contract/contract.ts';

interface OperatorCallOptions extends CallOptions {
  operatorKey: string;
}

export function createOperatorApi(options: ApiOptions = {}) {
  const client = createClient(options);
  return {
    /** GET /organisations/:id/conversations: the team's list; a refused key is 'key-refused'. */
    getOrganisationConversations(organisationId: string, { signal, operatorKey }: OperatorCallOptions): Promise<OperatorConversation[]> {
      return call(
        async () =>
          checked(
            array(OperatorConversation),
            await client(`/organisations/${encodeURIComponent(organisationId)}/conversations`, { headers: teamHeaders(operatorKey), signal }),
          ),
        'GET /organisations/:id/conversations',
        { signal, notFound: 'organisation-not-found' },
      );
    },

    /** POST /conversations/:id/handback: the AI answers the contact again. */
    handBackToAi(conversationId: string, { signal, operatorKey }: OperatorCallOptions): Promise<HandbackReply> {
      return call(
        async () =>
          checked(
            HandbackReply,
            await client(`/conversations/${encodeURIComponent(conversationId)}/handback`, {
              method: 'POST',
              headers: teamHeaders(operatorKey),
              signal,
            }),
          ),
        'POST /conversations/:id/handback',
        { signal, notFound: 'conversation-not-found' },
      );
    },

    /** GET /organisations/:id/contacts.csv: the leads as CSV text, for the team to save. */
    getContactsCsv(organisationId: string, { signal, operatorKey }: OperatorCallOptions): Promise<string> {
      return call(
        () =>
          client<string, 'text'>(`/organisations/${encodeURIComponent(organisationId)}/contacts.csv`, {
            headers: { ...teamHeaders(operatorKey), Accept: 'text/csv' },
            responseType: 'text',
            signal,
          }),
        'GET /organisations/:id/contacts.csv',
        { signal, notFound: 'organisation-not-found' },
      );
    },
  };
}

export type OperatorApi = ReturnType<typeof createOperatorApi>;

export const operatorApi: OperatorApi = createOperatorApi();
