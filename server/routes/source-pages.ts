// GET /{organisation}/sources/{source}: the public page of a source that has no page of its own,
// which its sections' citations open (server/knowledge/section-urls.ts). Only sources without a
// public URL have one; anything else, or another organisation's source, is a 404 page.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { sections, sources } from '../store/schema.ts';
import { isUuid, unstorableReason } from '../validation.ts';

/**
 * React's server renderer, react-markdown and remark-gfm cost ~0.45 s of CPU to load: paid by the
 * first page asked for, not by every start (a restart's first requests are visitors' sends).
 */
const sourcePage = () => import('../pages/source-page.tsx');

const anchorOf = (url: string) => {
  const hash = url.indexOf('#');
  return hash === -1 ? '' : url.slice(hash + 1);
};

export async function sourcePageRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  const openapi = {
    summary: 'The public page of a source without a page of its own (pasted text, an upload): what its citations open',
    tag: 'embed',
    responses: {
      200: { description: 'The page, a section per heading with its anchor.', contentType: 'text/html', body: { type: 'string' } },
      404: { description: 'No such source of this organisation, or it has a page of its own.', contentType: 'text/html', body: { type: 'string' } },
    },
  };
  app.get<{ Params: { organisationId: string; sourceId: string } }>('/:organisationId/sources/:sourceId', { config: { openapi } }, async (request, reply) => {
    const { organisationId, sourceId } = request.params;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const { renderMissingSourcePage, renderSourcePage } = await sourcePage();
    const missing = () => reply.code(404).send(renderMissingSourcePage());
    if (!isUuid(sourceId) || unstorableReason(organisationId)) return missing();
    const organisation = await findOrganisation(store.db, organisationId);
    if (!organisation) return missing();
    const [source] = await store.db
      .select({ name: sources.name, publicUrl: sources.publicUrl, generation: sources.generation })
      .from(sources)
      // The organisation in the path must own the source: no other organisation's content shows.
      .where(and(eq(sources.id, sourceId.toLowerCase()), eq(sources.organisationId, organisation.id)));
    if (!source || source.publicUrl) return missing();
    const rows = await store.db
      .select({ url: sections.url, heading: sections.heading, body: sections.body })
      .from(sections)
      .where(
        and(
          eq(sections.sourceId, sourceId.toLowerCase()),
          eq(sections.organisationId, organisation.id),
          // The published sections, not a write's that is still being stored.
          eq(sections.generation, source.generation),
        ),
      )
      .orderBy(asc(sections.position));
    return reply.send(
      renderSourcePage({
        organisationName: organisation.name,
        logoUrl: organisation.logoUrl,
        accentColour: organisation.buttonColor,
        sourceName: source.name,
        sections: rows.map((row) => ({ anchor: anchorOf(row.url), heading: row.heading, body: row.body })),
      }),
    );
  });
}
