-- CreateTable
CREATE TABLE "outgoing_mail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "lead_id" TEXT,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "first_failed_at" DATETIME,
    "last_error" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "outgoing_mail_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "outgoing_mail_state_next_attempt_at_idx" ON "outgoing_mail"("state", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outgoing_mail_first_failed_at_idx" ON "outgoing_mail"("first_failed_at");

-- CreateIndex
CREATE INDEX "outgoing_mail_lead_id_idx" ON "outgoing_mail"("lead_id");

