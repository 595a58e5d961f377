-- Every instance keeps the versions of the conversations it is polled for in memory
-- (store/conversation-versions.ts); these triggers tell them all, through NOTIFY, when one changes:
-- 'c' + a conversation id when its counters change or it is deleted, 'k' + a contact id when the
-- contact's details (which its conversations carry) change or it is deleted.
CREATE FUNCTION "korero_conversation_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('korero_conversation_changes', CASE WHEN TG_TABLE_NAME = 'conversations' THEN 'c' ELSE 'k' END || OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "conversations_changed" AFTER UPDATE OF "message_count", "last_message_at" OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "korero_conversation_changed"();--> statement-breakpoint
CREATE TRIGGER "contacts_changed" AFTER UPDATE OF "updated_at" OR DELETE ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION "korero_conversation_changed"();
