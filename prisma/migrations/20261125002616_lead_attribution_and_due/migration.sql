-- AlterTable
ALTER TABLE "leads" ADD COLUMN "due_at" DATETIME;
ALTER TABLE "leads" ADD COLUMN "fbclid" TEXT;
ALTER TABLE "leads" ADD COLUMN "gbraid" TEXT;
ALTER TABLE "leads" ADD COLUMN "gclid" TEXT;
ALTER TABLE "leads" ADD COLUMN "landing_page" TEXT;
ALTER TABLE "leads" ADD COLUMN "referrer_host" TEXT;
ALTER TABLE "leads" ADD COLUMN "utm_campaign" TEXT;
ALTER TABLE "leads" ADD COLUMN "utm_content" TEXT;
ALTER TABLE "leads" ADD COLUMN "utm_medium" TEXT;
ALTER TABLE "leads" ADD COLUMN "utm_source" TEXT;
ALTER TABLE "leads" ADD COLUMN "utm_term" TEXT;
ALTER TABLE "leads" ADD COLUMN "wbraid" TEXT;

-- CreateIndex
CREATE INDEX "leads_due_at_idx" ON "leads"("due_at");

-- CreateIndex
CREATE INDEX "leads_utm_source_idx" ON "leads"("utm_source");

-- CreateIndex
CREATE INDEX "leads_utm_campaign_idx" ON "leads"("utm_campaign");


-- Audit leads already stored get their due time: 48 hours after arrival, in Prisma's text format.
UPDATE "leads" SET "due_at" = strftime('%Y-%m-%dT%H:%M:%f+00:00', "created_at", '+48 hours') WHERE "type" = 'audit';
