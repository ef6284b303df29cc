-- AlterTable: a column with a default, added in place (no table rebuild).
ALTER TABLE "posts" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
