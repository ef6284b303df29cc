-- CreateIndex
CREATE INDEX "leads_status_due_at_idx" ON "leads"("status", "due_at");

