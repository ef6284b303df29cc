-- The lead inbox at any size (docs/decisions/039): the due order's second part (no due
-- time, newest first) and the weekly chart's counts by source, each read on an index.

-- DropIndex
DROP INDEX "leads_due_at_idx";

-- DropIndex
DROP INDEX "leads_utm_source_idx";

-- CreateIndex
CREATE INDEX "leads_due_at_created_at_idx" ON "leads"("due_at", "created_at");

-- CreateIndex
CREATE INDEX "leads_utm_source_created_at_idx" ON "leads"("utm_source", "created_at");
