CREATE TABLE "vocabulary" (
	"organisation_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"section_count" integer NOT NULL,
	CONSTRAINT "vocabulary_organisation_id_lexeme_pk" PRIMARY KEY("organisation_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "vocabulary" ADD CONSTRAINT "vocabulary_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vocabulary_lexeme_trgm_idx" ON "vocabulary" USING gin ("lexeme" gin_trgm_ops);