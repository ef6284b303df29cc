-- AlterTable
ALTER TABLE "leads" ADD COLUMN "consent_version" TEXT;
ALTER TABLE "leads" ADD COLUMN "consent_given_at" DATETIME;
