CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"updated_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"last_message_at" bigint NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"ai_paused" boolean DEFAULT false NOT NULL,
	"wants_human" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"user_profile_picture_url" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"creator" text NOT NULL,
	"created_at" bigint NOT NULL,
	"sequence" integer NOT NULL,
	"version" integer DEFAULT 2 NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"referrer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"chat_bubble_color" text DEFAULT '#6ea9d7' NOT NULL,
	"chat_text_color" text DEFAULT '#ffffff' NOT NULL,
	"default_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"support_email" text,
	"support_phone" text,
	"button_color" text DEFAULT '#6ea9d7' NOT NULL,
	"button_text_color" text DEFAULT '#ffffff' NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"api_key_hash" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"source_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("heading", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"public_url" text DEFAULT '' NOT NULL,
	"content_hash" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"error" text,
	"section_count" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_contact_idx" ON "conversations" USING btree ("contact_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_organisation_idx" ON "conversations" USING btree ("organisation_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_sequence_idx" ON "messages" USING btree ("conversation_id","sequence");--> statement-breakpoint
CREATE INDEX "sections_search_idx" ON "sections" USING gin ("search");--> statement-breakpoint
CREATE INDEX "sections_organisation_idx" ON "sections" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "sections_source_idx" ON "sections" USING btree ("source_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_organisation_location_idx" ON "sources" USING btree ("organisation_id","location");