-- section_terms keeps a section's lexemes as numbers from one shared table of words (schema.ts,
-- words): 4 bytes a lexeme instead of its text and a 4-byte entry, so the rows and their index are a
-- third of the size and a question's candidates are read from fewer pages.
CREATE TABLE "words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"word" text NOT NULL,
	CONSTRAINT "words_word_key" UNIQUE("word")
);
--> statement-breakpoint
INSERT INTO "words" ("word") SELECT DISTINCT unnest(tsvector_to_array("terms")) FROM "section_terms" ORDER BY 1;--> statement-breakpoint
-- The lexemes' numbers in the lexemes' order (a tsvector's), so equal vectors give equal arrays.
CREATE FUNCTION "korero_word_ids"("lexemes" tsvector) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(w."id" ORDER BY l."ordinality"), '{}')
  FROM unnest(tsvector_to_array("lexemes")) WITH ORDINALITY AS l("word", "ordinality") JOIN "words" w ON w."word" = l."word"
$$;--> statement-breakpoint
DROP INDEX "section_terms_terms_idx";--> statement-breakpoint
ALTER TABLE "section_terms" ALTER COLUMN "heading_terms" SET DATA TYPE integer[] USING korero_word_ids("heading_terms");--> statement-breakpoint
ALTER TABLE "section_terms" ALTER COLUMN "terms" SET DATA TYPE integer[] USING korero_word_ids("terms");--> statement-breakpoint
CREATE INDEX "section_terms_terms_idx" ON "section_terms" USING gin ("terms") WITH (fastupdate=false);--> statement-breakpoint
-- Every writer of sections fills section_terms through the triggers of migration 0027, which call
-- this: a new lexeme gets its number first (in one order, so two writers never wait on each other's
-- words crosswise), then the rows are written with the numbers.
CREATE OR REPLACE FUNCTION "korero_section_terms_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "words" ("word")
    SELECT DISTINCT unnest(tsvector_to_array("search")) FROM "written" ORDER BY 1
  ON CONFLICT ("word") DO NOTHING;
  INSERT INTO "section_terms" ("section_id", "organisation_id", "source_id", "generation", "position", "heading_terms", "terms")
    SELECT "id", "organisation_id", "source_id", "generation", "position", korero_word_ids(ts_filter("search", '{a}')), korero_word_ids("search") FROM "written"
  ON CONFLICT ("section_id") DO UPDATE SET
    "organisation_id" = excluded."organisation_id", "source_id" = excluded."source_id", "generation" = excluded."generation",
    "position" = excluded."position", "heading_terms" = excluded."heading_terms", "terms" = excluded."terms";
  RETURN NULL;
END $$;
