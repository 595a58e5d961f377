ALTER TABLE "conversations" ADD COLUMN "feedback_at" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "feedback_comment" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "feedback_at" bigint;--> statement-breakpoint
-- A visitor's thumbs up or down changes the thread (the poll's ETag) without a message: the
-- cached versions hear of it too (as 0018 did for answering_name).
DROP TRIGGER IF EXISTS "conversations_changed" ON "conversations";--> statement-breakpoint
CREATE TRIGGER "conversations_changed" AFTER UPDATE OF "message_count", "last_message_at", "answering_name", "feedback_at" OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "korero_conversation_changed"();
