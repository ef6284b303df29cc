-- CreateIndex
CREATE INDEX "posts_published_at_updated_at_id_idx" ON "posts"("published_at", "updated_at", "id");

