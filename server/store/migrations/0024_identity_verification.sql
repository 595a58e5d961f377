ALTER TABLE "contacts" ADD COLUMN "external_user_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "identity_secret" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_external_user_idx" ON "contacts" USING btree ("organisation_id","external_user_id");
