-- Sections of sources without a public page (pasted text, Q&A pairs, uploaded files) linked to a
-- bare anchor such as '#can-i-bring-my-dog', which opened nothing. They now link to the page Korero
-- serves for their source (server/knowledge/section-urls.ts): /{organisation}/sources/{source}#anchor.
UPDATE "sections" SET "url" = '/' || "organisation_id" || '/sources/' || "source_id"::text || "url"
WHERE "url" = '' OR "url" LIKE '#%';
--> statement-breakpoint
-- Answers already given cited those bare anchors: each such citation takes the URL of the section
-- of the conversation's organisation with its name and anchor (relative to the server, as the
-- frame opens it), and stays as it was when there is none any more.
UPDATE "messages" AS "message" SET "citations" = (
  SELECT jsonb_agg(
    CASE WHEN "cited"."citation"->>'url' LIKE '#%' THEN jsonb_set("cited"."citation", '{url}', to_jsonb(coalesce((
      SELECT "section"."url" FROM "sections" AS "section"
      JOIN "conversations" AS "conversation" ON "conversation"."organisation_id" = "section"."organisation_id"
      WHERE "conversation"."id" = "message"."conversation_id"
        AND "section"."name" = "cited"."citation"->>'name'
        AND "section"."url" LIKE '%' || ("cited"."citation"->>'url')
      LIMIT 1), "cited"."citation"->>'url')))
    ELSE "cited"."citation" END
    ORDER BY "cited"."position")
  FROM jsonb_array_elements("message"."citations") WITH ORDINALITY AS "cited"("citation", "position"))
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("message"."citations") AS "cited"("citation") WHERE "cited"."citation"->>'url' LIKE '#%');
