-- DropIndex
DROP INDEX "market_analysis_reports_createdAt_idx";

-- DropIndex
DROP INDEX "basic_ordering_agreements_createdAt_idx";

-- DropIndex
DROP INDEX "digital_trade_orders_createdAt_idx";

-- CreateIndex
CREATE INDEX "market_analysis_reports_createdAt_id_idx" ON "market_analysis_reports"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "market_analysis_reports_analysisName_id_idx" ON "market_analysis_reports"("analysisName", "id");

-- CreateIndex
CREATE INDEX "market_analysis_reports_analysisName_trgm_idx" ON "market_analysis_reports" USING GIN ("analysisName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "market_analysis_reports_productDescription_trgm_idx" ON "market_analysis_reports" USING GIN ("productDescription" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_createdAt_id_idx" ON "basic_ordering_agreements"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_updatedAt_id_idx" ON "basic_ordering_agreements"("updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_agreementNumber_id_idx" ON "basic_ordering_agreements"("agreementNumber", "id");

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_buyerName_id_idx" ON "basic_ordering_agreements"("buyerName", "id");

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_sellerName_id_idx" ON "basic_ordering_agreements"("sellerName", "id");

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_agreementNumber_trgm_idx" ON "basic_ordering_agreements" USING GIN ("agreementNumber" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_buyerName_trgm_idx" ON "basic_ordering_agreements" USING GIN ("buyerName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_sellerName_trgm_idx" ON "basic_ordering_agreements" USING GIN ("sellerName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "digital_trade_orders_createdAt_id_idx" ON "digital_trade_orders"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "digital_trade_orders_totalValue_id_idx" ON "digital_trade_orders"("totalValue", "id");

-- CreateIndex
CREATE INDEX "digital_trade_orders_orderNumber_trgm_idx" ON "digital_trade_orders" USING GIN ("orderNumber" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "digital_trade_orders_description_trgm_idx" ON "digital_trade_orders" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "audit_events_actorName_id_idx" ON "audit_events"("actorName", "id");

-- CreateIndex
CREATE INDEX "audit_events_action_id_idx" ON "audit_events"("action", "id");

-- CreateIndex
CREATE INDEX "audit_events_actorName_trgm_idx" ON "audit_events" USING GIN ("actorName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "audit_events_path_trgm_idx" ON "audit_events" USING GIN ("path" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "audit_events_entityId_trgm_idx" ON "audit_events" USING GIN ("entityId" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "audit_events_requestId_trgm_idx" ON "audit_events" USING GIN ("requestId" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "audit_events_reason_trgm_idx" ON "audit_events" USING GIN ("reason" gin_trgm_ops);
