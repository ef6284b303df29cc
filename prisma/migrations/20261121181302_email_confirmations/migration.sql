-- CreateTable
CREATE TABLE "email_confirmations" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "email_confirmations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "email_confirmations_token_hash_key" ON "email_confirmations"("token_hash");

-- CreateIndex
CREATE INDEX "email_confirmations_user_id_idx" ON "email_confirmations"("user_id");

-- CreateIndex
CREATE INDEX "email_confirmations_expires_at_idx" ON "email_confirmations"("expires_at");

