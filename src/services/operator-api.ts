// The operator console's own calls, each with the organisation's operator key. A module of its own
// so that the visitor's pages (widget, frame) never load them.
import { array } from 'superstruct';
import { TEXTS } from '../machines/texts.ts';
import { bearer, call, checked, createClient, statusOf, type ApiOptions, type CallOptions } from './api.ts';
import { HandbackReply, OperatorConversation } from './contract.ts';

interface OperatorCallOptions extends CallOptions {
  operatorKey: string;
}

const keyRefused = (error: unknown) => statusOf(error) === 401 || statusOf(error) === 403;

export function createOperatorApi(options: ApiOptions = {}) {
  const client = createClient(options);
  return {
    /** GET /organisations/:id/conversations: the team's list; a refused key says so. */
    getOrganisationConversations(organisationId: string, { signal, operatorKey }: OperatorCallOptions): Promise<OperatorConversation[]> {
      return call(
        async () =>
          checked(
            array(OperatorConversation),
            await client(`/organisations/${encodeURIComponent(organisationId)}/conversations`, { headers: bearer(operatorKey), signal }),
          ),
        (error) => new Error(keyRefused(error) ? TEXTS.operatorKeyRefused : TEXTS.operatorConversationsFailed, { cause: error }),
        signal,
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
              headers: bearer(operatorKey),
              signal,
            }),
          ),
        (error) => new Error(keyRefused(error) ? TEXTS.operatorKeyRefused : TEXTS.handbackFailed, { cause: error }),
        signal,
      );
    },
  };
}

export type OperatorApi = ReturnType<typeof createOperatorApi>;

export const operatorApi: OperatorApi = createOperatorApi();
