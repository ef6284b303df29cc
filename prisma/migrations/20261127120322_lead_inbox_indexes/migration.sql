-- DropIndex
DROP INDEX "leads_created_at_idx";

-- DropIndex
DROP INDEX "leads_due_at_idx";

-- CreateIndex
CREATE INDEX "leads_created_at_type_utm_source_idx" ON "leads"("created_at", "type", "utm_source");

-- CreateIndex
CREATE INDEX "leads_due_at_created_at_idx" ON "leads"("due_at", "created_at");

