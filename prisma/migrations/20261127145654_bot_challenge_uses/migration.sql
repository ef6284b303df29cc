-- CreateTable
CREATE TABLE "bot_challenge_uses" (
    "signature" TEXT NOT NULL PRIMARY KEY,
    "expires_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "bot_challenge_uses_expires_at_idx" ON "bot_challenge_uses"("expires_at");

