// The contacts export's real actor: GET /organisations/:id/contacts.csv with the operator key.
import { contactsExportMachine } from '../../machines/contacts-export-machine.ts';
import { operatorApi, type OperatorApi } from '../../services/operator-api.ts';
import { apiCall } from './chat-actors.ts';

export function provideContactsExportActors(machine: typeof contactsExportMachine = contactsExportMachine, api: OperatorApi = operatorApi) {
  return machine.provide({
    actors: {
      downloadContacts: apiCall<string, { organisationId: string; operatorKey: string }>((input, { signal }) =>
        api.getContactsCsv(input.organisationId, { operatorKey: input.operatorKey, signal }),
      ),
    },
  });
}
