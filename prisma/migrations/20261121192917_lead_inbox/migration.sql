-- CreateTable
CREATE TABLE "lead_notes" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "lead_id" TEXT NOT NULL,
    "author_id" TEXT,
    "text" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "lead_notes_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "lead_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_leads" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "company" TEXT,
    "website" TEXT,
    "services" JSONB,
    "objective" TEXT,
    "budget" TEXT,
    "deadline" TEXT,
    "message_prompt" TEXT,
    "message" TEXT,
    "locale" TEXT NOT NULL,
    "source_page" TEXT NOT NULL,
    "verification" TEXT NOT NULL,
    "verification_score" REAL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" TEXT NOT NULL DEFAULT 'new',
    "notified_at" DATETIME,
    "notification_error" TEXT,
    "notification_attempts" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_leads" ("budget", "company", "created_at", "deadline", "email", "id", "locale", "message", "message_prompt", "name", "objective", "phone", "services", "source_page", "type", "verification", "verification_score", "website") SELECT "budget", "company", "created_at", "deadline", "email", "id", "locale", "message", "message_prompt", "name", "objective", "phone", "services", "source_page", "type", "verification", "verification_score", "website" FROM "leads";
DROP TABLE "leads";
ALTER TABLE "new_leads" RENAME TO "leads";
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at");
CREATE INDEX "leads_type_created_at_idx" ON "leads"("type", "created_at");
CREATE INDEX "leads_status_created_at_idx" ON "leads"("status", "created_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "lead_notes_lead_id_created_at_idx" ON "lead_notes"("lead_id", "created_at");

