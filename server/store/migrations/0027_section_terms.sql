-- What retrieval scores candidates by, in a narrow table of its own (schema.ts, section_terms):
-- each section's lexemes without positions and those of its name, read from the table's pages
-- instead of unpacking the section's search vector from TOAST. The full-text index moves with them.
CREATE TABLE "section_terms" (
	"section_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"source_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"position" integer NOT NULL,
	"heading_terms" "tsvector" NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "sections_search_idx";--> statement-breakpoint
ALTER TABLE "section_terms" ADD CONSTRAINT "section_terms_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "section_terms" ("section_id", "organisation_id", "source_id", "generation", "position", "heading_terms", "terms")
  SELECT "id", "organisation_id", "source_id", "generation", "position", strip(ts_filter("search", '{a}')), strip("search") FROM "sections";--> statement-breakpoint
CREATE INDEX "section_terms_terms_idx" ON "section_terms" USING gin ("terms") WITH (fastupdate=false);--> statement-breakpoint
-- Every writer of sections (ingestion, tools, a bulk INSERT … SELECT) fills section_terms through
-- these, once per statement. The search vector is read after its generated value is computed (an
-- AFTER trigger), so the terms are exactly the vector's.
CREATE FUNCTION "korero_section_terms_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "section_terms" ("section_id", "organisation_id", "source_id", "generation", "position", "heading_terms", "terms")
    SELECT "id", "organisation_id", "source_id", "generation", "position", strip(ts_filter("search", '{a}')), strip("search") FROM "written"
  ON CONFLICT ("section_id") DO UPDATE SET
    "organisation_id" = excluded."organisation_id", "source_id" = excluded."source_id", "generation" = excluded."generation",
    "position" = excluded."position", "heading_terms" = excluded."heading_terms", "terms" = excluded."terms";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sections_terms_inserted" AFTER INSERT ON "sections"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "korero_section_terms_written"();--> statement-breakpoint
CREATE TRIGGER "sections_terms_updated" AFTER UPDATE ON "sections"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "korero_section_terms_written"();
