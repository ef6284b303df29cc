-- CreateTable
CREATE TABLE "post_old_slugs" (
    "slug" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "post_id" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("slug", "lang"),
    CONSTRAINT "post_old_slugs_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "seed_runs" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "ran_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_posts" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "translation_key" TEXT,
    "title" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "image_url" TEXT,
    "image_alt" TEXT,
    "published_at" DATETIME,
    "read_time" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    "updated_by_id" TEXT,
    "create_key" TEXT,
    "seo_title" TEXT,
    "seo_description" TEXT,
    CONSTRAINT "posts_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_posts" ("content", "created_at", "excerpt", "id", "image_url", "lang", "published_at", "read_time", "seo_description", "seo_title", "slug", "title", "translation_key", "updated_at") SELECT "content", "created_at", "excerpt", "id", "image_url", "lang", "published_at", "read_time", "seo_description", "seo_title", "slug", "title", "translation_key", "updated_at" FROM "posts";
DROP TABLE "posts";
ALTER TABLE "new_posts" RENAME TO "posts";
CREATE UNIQUE INDEX "posts_create_key_key" ON "posts"("create_key");
CREATE INDEX "posts_lang_published_at_idx" ON "posts"("lang", "published_at");
CREATE INDEX "posts_translation_key_idx" ON "posts"("translation_key");
CREATE UNIQUE INDEX "posts_slug_lang_key" ON "posts"("slug", "lang");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "post_old_slugs_post_id_idx" ON "post_old_slugs"("post_id");


-- A database that already holds posts had its blog seed: record it, so that the seed never
-- brings back a post staff delete or rename from now on.
INSERT INTO "seed_runs" ("name") SELECT 'blog-posts' WHERE EXISTS (SELECT 1 FROM "posts");
