-- The contact page's opening hours are now written from the settings' hours
-- (docs/decisions/051): its entries, and the revisions a restore would bring back, keep
-- the card's title alone.
UPDATE "content_entries"
SET "published" = json_remove("published", '$."contact:".hours.weekdays', '$."contact:".hours.weekdaysHours', '$."contact:".hours.weekend', '$."contact:".hours.closed'),
    "draft" = json_remove("draft", '$."contact:".hours.weekdays', '$."contact:".hours.weekdaysHours', '$."contact:".hours.weekend', '$."contact:".hours.closed')
WHERE "kind" = 'page' AND "key" = 'contact';

UPDATE "revisions"
SET "document" = json_remove("document", '$."contact:".hours.weekdays', '$."contact:".hours.weekdaysHours', '$."contact:".hours.weekend', '$."contact:".hours.closed')
WHERE "entry_id" IN (SELECT "id" FROM "content_entries" WHERE "kind" = 'page' AND "key" = 'contact');
