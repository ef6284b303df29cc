-- CreateIndex
CREATE INDEX "media_files_owner_id_size_idx" ON "media_files"("owner_id", "size");

