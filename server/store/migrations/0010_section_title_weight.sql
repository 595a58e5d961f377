ALTER TABLE "sections" drop column "search";--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "sections_search_idx" ON "sections" USING gin ("search");--> statement-breakpoint
-- Section counts per lexeme again: titles now bring their words to every section of their page.
DELETE FROM "vocabulary";--> statement-breakpoint
INSERT INTO "vocabulary" ("organisation_id", "lexeme", "section_count")
SELECT "organisation_id", "lexeme", count(*)::int FROM "sections", unnest("search") AS t GROUP BY "organisation_id", "lexeme";
