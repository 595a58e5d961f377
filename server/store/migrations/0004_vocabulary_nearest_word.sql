DROP INDEX "vocabulary_lexeme_trgm_idx";--> statement-breakpoint
CREATE INDEX "vocabulary_organisation_lexeme_trgm_idx" ON "vocabulary" USING gist ("organisation_id","lexeme" gist_trgm_ops);