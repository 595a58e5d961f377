ALTER TABLE "conversations" ADD COLUMN "visitor_time_zone" text;--> statement-breakpoint
-- A session ended (signed out, cleared after expiry, or deleted with its member): '<organisation id>
-- s<session id hash>' ends that session's open streams on every instance at once.
CREATE FUNCTION "korero_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('korero_organisation_events', OLD.organisation_id || ' s' || OLD.id_hash);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_sessions_ended_event" AFTER DELETE ON "member_sessions"
  FOR EACH ROW EXECUTE FUNCTION "korero_session_ended"();
