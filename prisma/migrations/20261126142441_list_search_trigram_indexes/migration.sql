-- CreateIndex
CREATE INDEX "compliance_alerts_title_trgm_idx" ON "compliance_alerts" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "compliance_alerts_description_trgm_idx" ON "compliance_alerts" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "compliance_workflows_name_trgm_idx" ON "compliance_workflows" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customs_declarations_declarationNumber_trgm_idx" ON "customs_declarations" USING GIN ("declarationNumber" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customs_declarations_declarantName_trgm_idx" ON "customs_declarations" USING GIN ("declarantName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customs_declarations_consignorName_trgm_idx" ON "customs_declarations" USING GIN ("consignorName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customs_declarations_consigneeName_trgm_idx" ON "customs_declarations" USING GIN ("consigneeName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "tariff_classifications_productDescription_trgm_idx" ON "tariff_classifications" USING GIN ("productDescription" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "tariff_classifications_hsCode_trgm_idx" ON "tariff_classifications" USING GIN ("hsCode" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "vendors_displayName_trgm_idx" ON "vendors" USING GIN ("displayName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "vendors_legalName_trgm_idx" ON "vendors" USING GIN ("legalName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "vendors_city_trgm_idx" ON "vendors" USING GIN ("city" gin_trgm_ops);
