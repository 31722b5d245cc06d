-- DropIndex
DROP INDEX "compliance_alerts_createdAt_idx";

-- DropIndex
DROP INDEX "compliance_workflows_createdAt_idx";

-- DropIndex
DROP INDEX "regulations_updatedAt_idx";

-- DropIndex
DROP INDEX "vendors_createdAt_idx";

-- DropIndex
DROP INDEX "vendors_country_idx";

-- CreateIndex
CREATE INDEX "compliance_alerts_createdAt_id_idx" ON "compliance_alerts"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "compliance_alerts_status_createdAt_id_idx" ON "compliance_alerts"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "compliance_alerts_updatedAt_id_idx" ON "compliance_alerts"("updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "compliance_alerts_title_id_idx" ON "compliance_alerts"("title", "id");

-- CreateIndex
CREATE INDEX "compliance_workflows_dueDate_createdAt_id_idx" ON "compliance_workflows"("dueDate", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "compliance_workflows_createdAt_id_idx" ON "compliance_workflows"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "compliance_workflows_updatedAt_id_idx" ON "compliance_workflows"("updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "compliance_workflows_name_id_idx" ON "compliance_workflows"("name", "id");

-- CreateIndex
CREATE INDEX "regulations_updatedAt_id_idx" ON "regulations"("updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "regulations_effectiveDate_id_idx" ON "regulations"("effectiveDate", "id");

-- CreateIndex
CREATE INDEX "regulations_title_id_idx" ON "regulations"("title", "id");

-- CreateIndex
CREATE INDEX "regulations_regulationCode_id_idx" ON "regulations"("regulationCode", "id");

-- CreateIndex
CREATE INDEX "regulations_country_id_idx" ON "regulations"("country", "id");

-- CreateIndex
CREATE INDEX "vendors_createdAt_id_idx" ON "vendors"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "vendors_country_id_idx" ON "vendors"("country", "id");
