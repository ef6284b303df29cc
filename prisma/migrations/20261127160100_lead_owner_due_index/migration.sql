-- The inbox's "mine" and "unassigned" filters with audits soonest due first (docs/decisions/045):
-- read in order from this index instead of sorting every lead of one owner.

-- CreateIndex
CREATE INDEX "leads_owner_id_due_at_idx" ON "leads"("owner_id", "due_at");
