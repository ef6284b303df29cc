-- The inbox's "mine" and "unassigned" filters at any number of leads (docs/decisions/045):
-- audits soonest due first read in order instead of sorting every lead of one owner, and
-- the bounded count with a status ("my new leads") read from an index alone.

-- CreateIndex
CREATE INDEX "leads_owner_id_due_at_idx" ON "leads"("owner_id", "due_at");

-- CreateIndex
CREATE INDEX "leads_owner_id_status_idx" ON "leads"("owner_id", "status");
