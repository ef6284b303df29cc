-- AlterTable
ALTER TABLE "posts" ADD COLUMN "seo_title" TEXT;
ALTER TABLE "posts" ADD COLUMN "seo_description" TEXT;
