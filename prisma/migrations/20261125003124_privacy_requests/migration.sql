-- CreateTable
CREATE TABLE "privacy_requests" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "subject_hash" TEXT NOT NULL,
    "staff_email" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests"("created_at");

-- CreateIndex
CREATE INDEX "privacy_requests_subject_hash_idx" ON "privacy_requests"("subject_hash");

