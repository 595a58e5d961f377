// The seam between the seed and the knowledge module: the seed names a content file and the
// page that shows it; server/knowledge reads, splits and indexes it. The knowledge module (with
// its PDF and HTML parsers) is imported only when a file actually needs ingesting, which keeps a
// restart on an existing store fast.
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { sources } from '../store/schema.ts';

export interface ContentFile {
  organisationId: string;
  /** Absolute path of the Markdown file. */
  path: string;
  /** The page that renders it, e.g. /queenstownadventures. */
  publicUrl: string;
  /** What citations show before the section name. */
  name: string;
  /** Read in a parse worker (the server: see knowledge/ingest-files.ts). */
  offThread?: boolean;
}

export interface ContentIngested {
  status: 'created' | 'updated' | 'unchanged' | 'skipped';
  sectionCount: number;
}

/** Always ingests (an unchanged file still changes nothing). */
export async function ingestContentFile(store: Store, file: ContentFile): Promise<ContentIngested> {
  const { ingestContentFile: ingestWithKnowledge } = await import('../knowledge/ingest-files.ts');
  const result = await ingestWithKnowledge(store, file);
  return { status: result.status, sectionCount: result.sectionCount };
}

/**
 * Ingests the file unless its source is stored, ready, and newer than the file. The location
 * `content/<file name>` is the one server/knowledge gives content files.
 */
export async function ingestContentFileIfChanged(store: Store, file: ContentFile): Promise<ContentIngested> {
  const [source] = await store.db
    .select({ updatedAt: sources.updatedAt, status: sources.status, sectionCount: sources.sectionCount })
    .from(sources)
    .where(and(eq(sources.organisationId, file.organisationId), eq(sources.location, `content/${basename(file.path)}`)))
    .limit(1);
  const upToDate = source?.status === 'ready' && source.updatedAt >= statSync(file.path).mtimeMs;
  if (upToDate) return { status: 'skipped', sectionCount: source.sectionCount };
  return ingestContentFile(store, file);
}
