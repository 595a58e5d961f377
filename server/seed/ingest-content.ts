// The seam between the seed and the knowledge module: the seed names a content file and the
// page that shows it; server/knowledge reads, splits and indexes it (idempotently: an unchanged
// file changes nothing).
import { ingestContentFile as ingestWithKnowledge } from '../knowledge/ingest-files.ts';
import type { Store } from '../store/db.ts';

export interface ContentFile {
  organisationId: string;
  /** Absolute path of the Markdown file. */
  path: string;
  /** The page that renders it, e.g. /queenstownadventures. */
  publicUrl: string;
  /** What citations show before the section name. */
  name: string;
}

export interface ContentIngested {
  status: 'created' | 'updated' | 'unchanged';
  sectionCount: number;
}

export async function ingestContentFile(store: Store, file: ContentFile): Promise<ContentIngested> {
  const result = await ingestWithKnowledge(store, file);
  return { status: result.status, sectionCount: result.sectionCount };
}
