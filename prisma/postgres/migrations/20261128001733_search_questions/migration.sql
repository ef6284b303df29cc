-- CreateTable
CREATE TABLE "search_questions" (
    "id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "answered" BOOLEAN NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_questions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "search_questions_answered_created_at_normalized_language_idx" ON "search_questions"("answered", "created_at", "normalized", "language");

-- CreateIndex
CREATE INDEX "search_questions_created_at_idx" ON "search_questions"("created_at");

