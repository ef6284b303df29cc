-- The lead follow-up (docs/decisions/044): when a lead's acknowledgement was queued (the
-- once-an-hour rule reads it) and the daily digest's claims. A nullable column without a
-- foreign key: SQLite adds it in place, so the search index's triggers stay.

-- AlterTable
ALTER TABLE "leads" ADD COLUMN "acknowledged_at" DATETIME;

-- CreateTable
CREATE TABLE "lead_digests" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "claimed_at" DATETIME NOT NULL
);

