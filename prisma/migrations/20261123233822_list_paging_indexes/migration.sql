-- DropIndex
DROP INDEX "documents_uploadedAt_idx";

-- DropIndex
DROP INDEX "kyc_screenings_screenedAt_idx";

-- DropIndex
DROP INDEX "sanctions_screenings_screenedAt_idx";

-- DropIndex
DROP INDEX "customs_declarations_createdAt_idx";

-- CreateIndex
CREATE INDEX "documents_uploadedAt_id_idx" ON "documents"("uploadedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "documents_name_id_idx" ON "documents"("name", "id");

-- CreateIndex
CREATE INDEX "documents_size_id_idx" ON "documents"("size", "id");

-- CreateIndex
CREATE INDEX "documents_name_trgm_idx" ON "documents" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "kyc_screenings_screenedAt_id_idx" ON "kyc_screenings"("screenedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "kyc_screenings_entityName_id_idx" ON "kyc_screenings"("entityName", "id");

-- CreateIndex
CREATE INDEX "kyc_screenings_country_id_idx" ON "kyc_screenings"("country", "id");

-- CreateIndex
CREATE INDEX "sanctions_screenings_screenedAt_id_idx" ON "sanctions_screenings"("screenedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "sanctions_screenings_entityName_id_idx" ON "sanctions_screenings"("entityName", "id");

-- CreateIndex
CREATE INDEX "sanctions_screenings_entityName_trgm_idx" ON "sanctions_screenings" USING GIN ("entityName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customs_declarations_createdAt_id_idx" ON "customs_declarations"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "customs_declarations_declarantName_id_idx" ON "customs_declarations"("declarantName", "id");
