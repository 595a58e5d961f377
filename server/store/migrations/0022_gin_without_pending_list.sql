-- The sections' word index keeps no pending list (see schema.ts); ALTER rather than a rebuild, and
-- what the list holds now is merged once, here.
ALTER INDEX "sections_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('sections_search_idx'::regclass);
