// The operator console's own calls, each with the organisation's operator key or, signed in as a
// member, the session's CSRF token (services/team-credentials.ts). A module of its own
// so that the visitor's pages (widget, frame) never load them.
import { array } from 'superstruct';
import { call, checked, createClient, type ApiOptions, type CallOptions } from './api.ts';
import { teamHeaders } from './team-credentials.ts';
import { HandbackReply, OperatorConversation } from '../contract/contract.ts';
import { ConversationRead, InboxPage, type InboxFilter } from '../contract/inbox.ts';

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

    /** GET /organisations/:id/inbox: one page of the team's inbox, searched and filtered. */
    getInbox(
      organisationId: string,
      { filter, search, cursor }: { filter: InboxFilter; search: string; cursor: string | null },
      { signal, operatorKey }: OperatorCallOptions,
    ): Promise<InboxPage> {
      const query: Record<string, string> = { filter };
      if (search) query.q = search;
      if (cursor) query.cursor = cursor;
      return call(
        async () =>
          checked(
            InboxPage,
            await client(`/organisations/${encodeURIComponent(organisationId)}/inbox`, { headers: teamHeaders(operatorKey), query, signal }),
          ),
        'GET /organisations/:id/inbox',
        { signal, notFound: 'organisation-not-found' },
      );
    },

    /** POST /conversations/:id/takeover: a person answers; the AI is quiet until handed back. */
    takeOverFromAi(conversationId: string, { signal, operatorKey }: OperatorCallOptions): Promise<HandbackReply> {
      return call(
        async () =>
          checked(
            HandbackReply,
            await client(`/conversations/${encodeURIComponent(conversationId)}/takeover`, { method: 'POST', headers: teamHeaders(operatorKey), signal }),
          ),
        'POST /conversations/:id/takeover',
        { signal, notFound: 'conversation-not-found' },
      );
    },

    /** POST /conversations/:id/read: the signed-in member has read it (their unread marker goes). */
    markConversationRead(conversationId: string, { signal }: CallOptions): Promise<ConversationRead> {
      return call(
        async () =>
          checked(
            ConversationRead,
            await client(`/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'POST', headers: teamHeaders(''), signal }),
          ),
        'POST /conversations/:id/read',
        { signal, notFound: 'conversation-not-found' },
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
