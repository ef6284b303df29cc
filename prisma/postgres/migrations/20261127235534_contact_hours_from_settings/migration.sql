-- The contact page's opening hours are now written from the settings' hours
-- (docs/decisions/051): its entries, and the revisions a restore would bring back, keep
-- the card's title alone. The documents are text whose key order is the editor's field
-- order, so the "hours" object is rewritten in place rather than through jsonb (which
-- would sort the keys).
UPDATE "content_entries"
SET "published" = regexp_replace("published", '"hours":\{[^{}]*\}', '"hours":' || json_build_object('title', "published"::json->'contact:'->'hours'->'title')::text),
    "draft" = regexp_replace("draft", '"hours":\{[^{}]*\}', '"hours":' || json_build_object('title', "draft"::json->'contact:'->'hours'->'title')::text)
WHERE "kind" = 'page' AND "key" = 'contact';

UPDATE "revisions"
SET "document" = regexp_replace("document", '"hours":\{[^{}]*\}', '"hours":' || json_build_object('title', "document"::json->'contact:'->'hours'->'title')::text)
WHERE "entry_id" IN (SELECT "id" FROM "content_entries" WHERE "kind" = 'page' AND "key" = 'contact');
