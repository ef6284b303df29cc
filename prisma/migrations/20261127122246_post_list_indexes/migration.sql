-- DropIndex
DROP INDEX "posts_lang_published_at_idx";

-- CreateIndex
CREATE INDEX "posts_published_at_lang_slug_translation_key_idx" ON "posts"("published_at", "lang", "slug", "translation_key");

-- CreateIndex
CREATE INDEX "posts_published_at_updated_at_id_lang_title_slug_idx" ON "posts"("published_at" DESC, "updated_at" DESC, "id", "lang", "title", "slug");

-- CreateIndex
CREATE INDEX "posts_lang_published_at_updated_at_id_title_slug_idx" ON "posts"("lang", "published_at" DESC, "updated_at" DESC, "id", "title", "slug");

