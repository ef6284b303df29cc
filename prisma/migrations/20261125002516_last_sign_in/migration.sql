-- AlterTable
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" DATETIME;

