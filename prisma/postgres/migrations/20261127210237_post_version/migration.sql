-- AlterTable
ALTER TABLE "posts" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

