-- Sections of sources without a public page (pasted text, Q&A pairs, uploaded files) linked to a
-- bare anchor such as '#can-i-bring-my-dog', which opened nothing. They now link to the page Korero
-- serves for their source (server/knowledge/section-urls.ts): /{organisation}/sources/{source}#anchor.
UPDATE "sections" SET "url" = '/' || "organisation_id" || '/sources/' || "source_id"::text || "url"
WHERE "url" = '' OR "url" LIKE '#%';
