-- AlterTable
ALTER TABLE "projects" ADD COLUMN "create_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "projects_create_key_key" ON "projects"("create_key");

