-- The lead follow-up (docs/decisions/044, 045): an owner per lead and the audit reminder's claim.
-- Written by hand: Prisma would rebuild the table to add a foreign key, which drops the
-- search index's triggers (prisma/raw-sql-objects.ts); SQLite adds a nullable referencing
-- column in place.

-- AlterTable
ALTER TABLE "leads" ADD COLUMN "owner_id" TEXT REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "leads" ADD COLUMN "reminder_sent_at" DATETIME;

-- CreateIndex
CREATE INDEX "leads_owner_id_created_at_idx" ON "leads"("owner_id", "created_at");
