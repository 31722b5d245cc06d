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
CREATE INDEX "digital_trade_orders_createdAt_id_idx" ON "digital_trade_orders"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "digital_trade_orders_totalValue_id_idx" ON "digital_trade_orders"("totalValue", "id");

-- CreateIndex
CREATE INDEX "audit_events_actorName_id_idx" ON "audit_events"("actorName", "id");

-- CreateIndex
CREATE INDEX "audit_events_action_id_idx" ON "audit_events"("action", "id");
