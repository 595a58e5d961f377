CREATE TABLE "message_sends" (
	"organisation_id" text NOT NULL,
	"client_message_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "message_sends_organisation_id_client_message_id_pk" PRIMARY KEY("organisation_id","client_message_id")
);
--> statement-breakpoint
-- Contacts belong to one organisation. A contact keeps the organisation of its earliest
-- conversation; for every other organisation it talked to, a copy (same details) takes over that
-- organisation's conversations. A contact with no conversation belongs to no one and goes.
ALTER TABLE "contacts" ADD COLUMN "organisation_id" text;--> statement-breakpoint
UPDATE "contacts" SET "organisation_id" = "earliest"."organisation_id"
FROM (
	SELECT DISTINCT ON ("contact_id") "contact_id", "organisation_id"
	FROM "conversations"
	ORDER BY "contact_id", "created_at", "id"
) AS "earliest"
WHERE "earliest"."contact_id" = "contacts"."id";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "split_from" uuid;--> statement-breakpoint
INSERT INTO "contacts" ("id", "organisation_id", "name", "email", "phone", "updated_at", "created_at", "split_from")
SELECT gen_random_uuid(), "pairs"."organisation_id", "c"."name", "c"."email", "c"."phone", "c"."updated_at", "c"."created_at", "c"."id"
FROM (SELECT DISTINCT "contact_id", "organisation_id" FROM "conversations") AS "pairs"
JOIN "contacts" AS "c" ON "c"."id" = "pairs"."contact_id"
WHERE "pairs"."organisation_id" <> "c"."organisation_id";--> statement-breakpoint
UPDATE "conversations" SET "contact_id" = "copy"."id"
FROM "contacts" AS "copy"
WHERE "copy"."split_from" = "conversations"."contact_id" AND "copy"."organisation_id" = "conversations"."organisation_id";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "split_from";--> statement-breakpoint
DELETE FROM "contacts" WHERE "organisation_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_organisation_idx" ON "contacts" USING btree ("organisation_id");