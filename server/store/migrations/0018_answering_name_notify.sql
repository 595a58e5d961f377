-- A team member taking over or handing back changes who is answering (the visitor's header) without
-- a message: the poll's cached versions must hear of it too.
DROP TRIGGER IF EXISTS "conversations_changed" ON "conversations";--> statement-breakpoint
CREATE TRIGGER "conversations_changed" AFTER UPDATE OF "message_count", "last_message_at", "answering_name" OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "korero_conversation_changed"();
