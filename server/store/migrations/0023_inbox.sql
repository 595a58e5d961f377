CREATE TABLE "conversation_reads" (
	"member_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"read_at" bigint NOT NULL,
	CONSTRAINT "conversation_reads_member_id_conversation_id_pk" PRIMARY KEY("member_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_reads_conversation_idx" ON "conversation_reads" USING btree ("conversation_id");--> statement-breakpoint
-- The console's live inbox (server/live/organisation-events.ts) hears every change an organisation's
-- team should see, from whichever instance or tool wrote it: '<organisation id> c<conversation id>'
-- when a conversation starts, gets a message or changes hands (a person wanted, taken over, handed
-- back), '<organisation id> k<contact id>' when a contact's details change. Separate from 0016's
-- channel, whose payload carries no organisation and does not fire on a new conversation.
CREATE FUNCTION "korero_organisation_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('korero_organisation_events', NEW.organisation_id || ' ' || CASE WHEN TG_TABLE_NAME = 'conversations' THEN 'c' ELSE 'k' END || NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "conversations_organisation_event" AFTER INSERT OR UPDATE OF "message_count", "last_message_at", "answering_name", "ai_paused", "wants_human" ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "korero_organisation_event"();--> statement-breakpoint
CREATE TRIGGER "contacts_organisation_event" AFTER UPDATE OF "updated_at" ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION "korero_organisation_event"();
--> statement-breakpoint
-- A member removed: '<organisation id> m<member id>' ends their open streams on every instance at once
-- (their sessions are deleted with them, so reconnecting is refused).
CREATE FUNCTION "korero_member_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('korero_organisation_events', OLD.organisation_id || ' m' || OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "members_removed_event" AFTER DELETE ON "members"
  FOR EACH ROW EXECUTE FUNCTION "korero_member_removed"();
