CREATE TABLE "synonym_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"words" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_expansions" (
	"organisation_id" text NOT NULL,
	"word" text NOT NULL,
	"lexeme" text NOT NULL,
	"relation" text NOT NULL,
	CONSTRAINT "word_expansions_organisation_id_word_lexeme_pk" PRIMARY KEY("organisation_id","word","lexeme")
);
--> statement-breakpoint
ALTER TABLE "synonym_groups" ADD CONSTRAINT "synonym_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_expansions" ADD CONSTRAINT "word_expansions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "synonym_groups_organisation_idx" ON "synonym_groups" USING btree ("organisation_id");