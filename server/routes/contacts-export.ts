// GET /api/organisations/:id/contacts.csv: the organisation's leads (contacts who left their
// details) with their latest conversation, for a spreadsheet or a CRM import. Operators only.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { csvRow } from '../csv.ts';
import { conversationLink } from '../notify/webhook-payloads.ts';
import { listLeads } from '../store/leads-repository.ts';
import { operatorOrganisation, routeRateLimit } from './route-helpers.ts';

const HEADER = ['contact_id', 'name', 'email', 'phone', 'details_left_at', 'latest_conversation_id', 'latest_conversation_link', 'latest_message_at', 'summary', 'wants_person'];

const isoTime = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

export async function contactExportRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  const openapi = {
    summary: "The organisation's leads as CSV: contacts who left details, each with their latest conversation",
    tag: 'notifications',
    operatorKey: true,
    responses: { 200: { description: 'RFC 4180 CSV with a header row; formula-like cells start with an apostrophe.', body: { type: 'string' }, contentType: 'text/csv' } },
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/contacts.csv', { config: { rateLimit, openapi } }, async (request, reply) => {
    const organisation = await operatorOrganisation(store, request.params.id, request);
    const leads = await listLeads(store.db, organisation.id);
    const lines = leads.map((lead) =>
      csvRow([
        lead.contactId,
        lead.name,
        lead.email,
        lead.phone,
        isoTime(lead.detailsLeftAt),
        lead.conversationId ?? '',
        lead.conversationId ? conversationLink(config.publicUrl, organisation.id, lead.conversationId) : '',
        isoTime(lead.lastMessageAt),
        lead.summary ?? '',
        lead.wantsHuman === null ? '' : lead.wantsHuman ? 'yes' : 'no',
      ]),
    );
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${organisation.id.replace(/[^a-z0-9-]/gi, '_')}-contacts.csv"`)
      .header('cache-control', 'private, no-store');
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with macrons).
    return `\uFEFF${csvRow(HEADER)}${lines.join('')}`;
  });
}
