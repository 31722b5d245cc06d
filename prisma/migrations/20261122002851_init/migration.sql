-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('commercial_invoice', 'bill_of_lading', 'certificate_of_origin', 'packing_list', 'export_license');

-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('pending', 'verified', 'rejected');

-- CreateEnum
CREATE TYPE "AlertSeverity" AS ENUM ('error', 'warning', 'info');

-- CreateEnum
CREATE TYPE "AlertStatus" AS ENUM ('open', 'acknowledged', 'resolved');

-- CreateEnum
CREATE TYPE "WorkflowType" AS ENUM ('import_review', 'export_review', 'sanctions_screening');

-- CreateEnum
CREATE TYPE "WorkflowStatus" AS ENUM ('pending', 'in_progress', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "ScreeningResult" AS ENUM ('clear', 'flagged', 'blocked');

-- CreateEnum
CREATE TYPE "RiskLevel" AS ENUM ('low', 'medium', 'high');

-- CreateEnum
CREATE TYPE "KycEntityType" AS ENUM ('individual', 'company', 'beneficial_owner');

-- CreateEnum
CREATE TYPE "SanctionsEntityType" AS ENUM ('individual', 'company', 'vessel');

-- CreateEnum
CREATE TYPE "WatchlistSourceKind" AS ENUM ('official', 'internal');

-- CreateEnum
CREATE TYPE "WatchlistEntityType" AS ENUM ('individual', 'company', 'vessel', 'aircraft', 'unknown');

-- CreateEnum
CREATE TYPE "InternalList" AS ENUM ('blacklist', 'pep');

-- CreateEnum
CREATE TYPE "ScreeningRunKind" AS ENUM ('batch', 'rescreen', 'watchlist_refresh');

-- CreateEnum
CREATE TYPE "RunStatus" AS ENUM ('pending', 'running', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "Currency" AS ENUM ('USD', 'EUR', 'GBP', 'JPY', 'CNY');

-- CreateEnum
CREATE TYPE "DeclarationType" AS ENUM ('import', 'export', 'transit');

-- CreateEnum
CREATE TYPE "DeclarationTransportMode" AS ENUM ('sea', 'air', 'land', 'rail');

-- CreateEnum
CREATE TYPE "DeclarationStatus" AS ENUM ('draft', 'submitted', 'cleared', 'rejected');

-- CreateEnum
CREATE TYPE "RegulationType" AS ENUM ('import', 'export', 'customs', 'safety', 'environmental');

-- CreateEnum
CREATE TYPE "TradeRemedyStatus" AS ENUM ('active', 'suspended', 'terminated');

-- CreateEnum
CREATE TYPE "AgreementStatus" AS ENUM ('draft', 'active', 'suspended', 'terminated');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('pending', 'processing', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "VendorBusinessType" AS ENUM ('trader', 'importer', 'exporter', 'broker');

-- CreateEnum
CREATE TYPE "SubscriptionTier" AS ENUM ('basic', 'premium', 'enterprise');

-- CreateEnum
CREATE TYPE "VendorVerification" AS ENUM ('verified', 'pending', 'rejected');

-- CreateEnum
CREATE TYPE "IncotermCategory" AS ENUM ('departure', 'main_carriage', 'arrival');

-- CreateEnum
CREATE TYPE "IncotermGroup" AS ENUM ('E', 'F', 'C', 'D');

-- CreateEnum
CREATE TYPE "IncotermTransportMode" AS ENUM ('sea', 'air', 'road', 'rail', 'multimodal');

-- CreateEnum
CREATE TYPE "TradeParty" AS ENUM ('seller', 'buyer');

-- CreateEnum
CREATE TYPE "InsuranceRequirement" AS ENUM ('seller', 'buyer', 'other');

-- CreateEnum
CREATE TYPE "BoaAgreementType" AS ENUM ('basic_ordering', 'master_agreement', 'framework');

-- CreateEnum
CREATE TYPE "DataExchangeProtocol" AS ENUM ('EDI', 'API', 'XML', 'JSON');

-- CreateTable
CREATE TABLE "documents" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "type" "DocumentType" NOT NULL,
    "status" "DocumentStatus" NOT NULL DEFAULT 'pending',
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "pageCount" INTEGER,
    "reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "verification" JSONB,
    "verifiedAt" TIMESTAMP(3),
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_types" (
    "code" "DocumentType" NOT NULL,
    "label" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "requiredElements" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "document_types_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "domain_events" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" INTEGER,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatchedAt" TIMESTAMP(3),
    "processedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,

    CONSTRAINT "domain_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compliance_alerts" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "severity" "AlertSeverity" NOT NULL,
    "subjectType" TEXT,
    "subjectId" INTEGER,
    "dedupeKey" TEXT,
    "status" "AlertStatus" NOT NULL DEFAULT 'open',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "compliance_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compliance_workflows" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "type" "WorkflowType" NOT NULL,
    "status" "WorkflowStatus" NOT NULL DEFAULT 'pending',
    "assignedTo" INTEGER NOT NULL,
    "dueDate" TIMESTAMP(3),
    "progress" INTEGER NOT NULL DEFAULT 0,
    "subjectType" TEXT,
    "subjectId" INTEGER,
    "sourceEventId" INTEGER,
    "commodityCategoryId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "compliance_workflows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_steps" (
    "id" SERIAL NOT NULL,
    "workflowId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3),
    "completedBy" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "workflow_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "kyc_screenings" (
    "id" SERIAL NOT NULL,
    "entityName" TEXT NOT NULL,
    "entityType" "KycEntityType" NOT NULL DEFAULT 'individual',
    "identificationNumber" TEXT,
    "country" TEXT NOT NULL,
    "address" TEXT,
    "dateOfBirth" DATE,
    "notes" TEXT,
    "screeningResult" "ScreeningResult" NOT NULL,
    "riskLevel" "RiskLevel" NOT NULL,
    "isPEP" BOOLEAN NOT NULL DEFAULT false,
    "isBlacklisted" BOOLEAN NOT NULL DEFAULT false,
    "sanctionsMatch" BOOLEAN NOT NULL DEFAULT false,
    "amlFlags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "matches" JSONB NOT NULL DEFAULT '[]',
    "listVersions" JSONB,
    "screenedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "kyc_screenings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sanctions_screenings" (
    "id" SERIAL NOT NULL,
    "entityName" TEXT NOT NULL,
    "entityType" "SanctionsEntityType" NOT NULL,
    "screeningResult" "ScreeningResult" NOT NULL,
    "riskLevel" "RiskLevel" NOT NULL,
    "notes" TEXT,
    "suggestedResult" "ScreeningResult",
    "suggestedRiskLevel" "RiskLevel",
    "matches" JSONB NOT NULL DEFAULT '[]',
    "listVersions" JSONB,
    "decidedBy" INTEGER,
    "screenedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sanctions_screenings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "watchlist_sources" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "kind" "WatchlistSourceKind" NOT NULL,
    "description" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "watchlist_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "watchlist_versions" (
    "id" SERIAL NOT NULL,
    "sourceId" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "entityCount" INTEGER NOT NULL,
    "nameCount" INTEGER,
    "asOf" TIMESTAMP(3),
    "origin" TEXT,
    "loadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "isCurrent" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "watchlist_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "watchlist_entities" (
    "id" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "versionId" INTEGER NOT NULL,
    "entityType" "WatchlistEntityType" NOT NULL,
    "name" TEXT NOT NULL,
    "aliases" JSONB NOT NULL DEFAULT '[]',
    "programs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "countries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "datesOfBirth" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "identifiers" JSONB NOT NULL DEFAULT '[]',
    "addresses" JSONB NOT NULL DEFAULT '[]',
    "remarks" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "watchlist_entities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "internal_list_entries" (
    "id" SERIAL NOT NULL,
    "list" "InternalList" NOT NULL,
    "name" TEXT NOT NULL,
    "entityType" "WatchlistEntityType" NOT NULL,
    "country" TEXT,
    "dateOfBirth" TEXT,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "identifiers" JSONB NOT NULL DEFAULT '[]',
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "internal_list_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screening_runs" (
    "id" SERIAL NOT NULL,
    "kind" "ScreeningRunKind" NOT NULL,
    "status" "RunStatus" NOT NULL DEFAULT 'pending',
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "params" JSONB,
    "results" JSONB,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "screening_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customs_declarations" (
    "id" SERIAL NOT NULL,
    "declarationNumber" TEXT NOT NULL,
    "declarationType" "DeclarationType" NOT NULL DEFAULT 'import',
    "customsOffice" TEXT NOT NULL,
    "declarantName" TEXT NOT NULL,
    "declarantCode" TEXT,
    "consignorName" TEXT,
    "consigneeName" TEXT,
    "consignorAddress" TEXT,
    "consigneeAddress" TEXT,
    "totalValue" DECIMAL(15,2),
    "currency" "Currency" NOT NULL DEFAULT 'USD',
    "countryOfOrigin" TEXT,
    "countryOfDestination" TEXT,
    "transportMode" "DeclarationTransportMode" NOT NULL DEFAULT 'sea',
    "items" JSONB NOT NULL DEFAULT '[]',
    "status" "DeclarationStatus" NOT NULL DEFAULT 'submitted',
    "rejectionReason" TEXT,
    "clearedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customs_declarations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "regulations" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "regulationCode" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "regulationType" "RegulationType" NOT NULL,
    "description" TEXT NOT NULL,
    "effectiveDate" DATE NOT NULL,
    "expiryDate" DATE,
    "source" TEXT NOT NULL,
    "requirements" JSONB,
    "applicableCommodities" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "regulations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tariff_classifications" (
    "id" SERIAL NOT NULL,
    "productDescription" TEXT NOT NULL,
    "hsCode" TEXT NOT NULL,
    "tariffRate" TEXT,
    "country" TEXT NOT NULL,
    "classifiedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tariff_classifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tariff_rates" (
    "id" SERIAL NOT NULL,
    "productDescription" TEXT NOT NULL,
    "hsCode" TEXT NOT NULL,
    "exportingCountry" TEXT NOT NULL DEFAULT '',
    "importingCountry" TEXT NOT NULL,
    "mfnRate" DECIMAL(8,4),
    "preferentialRate" DECIMAL(8,4),
    "specificDuty" TEXT,
    "tradeAgreement" TEXT NOT NULL DEFAULT '',
    "source" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tariff_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_remedies" (
    "id" SERIAL NOT NULL,
    "productDescription" TEXT NOT NULL,
    "hsCode" TEXT NOT NULL,
    "status" "TradeRemedyStatus" NOT NULL DEFAULT 'active',
    "remedyType" TEXT NOT NULL,
    "imposingCountry" TEXT NOT NULL,
    "targetedCountries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "dutyRate" TEXT,
    "caseNumber" TEXT,
    "effectiveDate" DATE,
    "expiryDate" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "trade_remedies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_agreements" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "agreementName" TEXT NOT NULL,
    "agreementType" TEXT NOT NULL,
    "status" "AgreementStatus" NOT NULL DEFAULT 'active',
    "effectiveDate" DATE,
    "memberCountries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "coverageScope" JSONB NOT NULL DEFAULT '{}',
    "notes" TEXT,
    "source" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "trade_agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "market_analysis_reports" (
    "id" SERIAL NOT NULL,
    "analysisName" TEXT NOT NULL,
    "analysisType" TEXT NOT NULL,
    "status" "ReportStatus" NOT NULL DEFAULT 'pending',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "generatedAt" TIMESTAMP(3),
    "competitivenessScore" DOUBLE PRECISION,
    "hsCode" TEXT,
    "productDescription" TEXT,
    "targetMarkets" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "findings" JSONB,
    "recommendations" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "market_analysis_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commodity_categories" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "group" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "avgTariffRate" DECIMAL(8,4),
    "riskLevel" "RiskLevel",
    "complianceRequirements" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "commodity_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commodity_subcategories" (
    "id" SERIAL NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "hsCode" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "riskLevel" "RiskLevel",
    "targetMarkets" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "avgTariffRate" DECIMAL(8,4),
    "complianceRequirements" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "commodity_subcategories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendors" (
    "id" SERIAL NOT NULL,
    "displayName" TEXT NOT NULL,
    "legalName" TEXT,
    "country" TEXT NOT NULL,
    "city" TEXT,
    "description" TEXT NOT NULL,
    "businessType" "VendorBusinessType" NOT NULL,
    "subscriptionTier" "SubscriptionTier" NOT NULL DEFAULT 'basic',
    "verificationStatus" "VendorVerification" NOT NULL DEFAULT 'pending',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "onboardingCompleted" BOOLEAN NOT NULL DEFAULT false,
    "website" TEXT,
    "contactEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vendors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incoterms" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" "IncotermCategory" NOT NULL,
    "group" "IncotermGroup" NOT NULL,
    "transportMode" "IncotermTransportMode"[],
    "namedPlaceType" TEXT NOT NULL,
    "riskTransferPoint" TEXT NOT NULL,
    "costTransferPoint" TEXT NOT NULL,
    "mainCarriagePaidBy" "TradeParty" NOT NULL,
    "insuranceRequirement" "InsuranceRequirement" NOT NULL,
    "insuranceObligation" BOOLEAN NOT NULL DEFAULT false,
    "minimumCover" TEXT,
    "minimumInsuredValue" TEXT,
    "exportClearance" "TradeParty" NOT NULL,
    "importClearance" "TradeParty" NOT NULL,
    "loadingAtOrigin" TEXT NOT NULL,
    "commonUse" BOOLEAN NOT NULL DEFAULT false,
    "version" TEXT NOT NULL DEFAULT '2020',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "incoterms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "basic_ordering_agreements" (
    "id" SERIAL NOT NULL,
    "agreementNumber" TEXT NOT NULL,
    "agreementType" "BoaAgreementType" NOT NULL DEFAULT 'basic_ordering',
    "buyerName" TEXT NOT NULL,
    "sellerName" TEXT NOT NULL,
    "buyerLegalEntity" TEXT,
    "sellerLegalEntity" TEXT,
    "authenticationMethod" TEXT NOT NULL,
    "validityPeriod" INTEGER NOT NULL DEFAULT 12,
    "maxOrderValue" DECIMAL(15,2),
    "currency" "Currency" NOT NULL DEFAULT 'USD',
    "digitalPlatform" TEXT,
    "dataExchangeProtocol" "DataExchangeProtocol" NOT NULL DEFAULT 'EDI',
    "documentFormat" TEXT NOT NULL DEFAULT 'JSON',
    "encryptionStandard" TEXT NOT NULL DEFAULT 'AES-256',
    "vendorId" INTEGER,
    "governingLaw" TEXT NOT NULL DEFAULT 'ICC Uniform Rules',
    "disputeResolution" TEXT NOT NULL DEFAULT 'ICC Arbitration Rules',
    "digitalSignatureStandard" TEXT NOT NULL DEFAULT 'eIDAS',
    "iccRulesVersion" TEXT NOT NULL DEFAULT '2024',
    "status" "AgreementStatus" NOT NULL DEFAULT 'draft',
    "legalReview" BOOLEAN NOT NULL DEFAULT false,
    "complianceApproval" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "basic_ordering_agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "digital_trade_orders" (
    "id" SERIAL NOT NULL,
    "orderNumber" TEXT NOT NULL,
    "orderType" TEXT NOT NULL,
    "totalValue" DECIMAL(15,2) NOT NULL,
    "currency" "Currency" NOT NULL DEFAULT 'USD',
    "status" TEXT NOT NULL DEFAULT 'draft',
    "boaId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "digital_trade_orders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "documents_storageKey_key" ON "documents"("storageKey");

-- CreateIndex
CREATE INDEX "documents_uploadedAt_idx" ON "documents"("uploadedAt" DESC);

-- CreateIndex
CREATE INDEX "documents_status_idx" ON "documents"("status");

-- CreateIndex
CREATE INDEX "domain_events_processedAt_createdAt_idx" ON "domain_events"("processedAt", "createdAt");

-- CreateIndex
CREATE INDEX "domain_events_subjectType_subjectId_idx" ON "domain_events"("subjectType", "subjectId");

-- CreateIndex
CREATE UNIQUE INDEX "compliance_alerts_dedupeKey_key" ON "compliance_alerts"("dedupeKey");

-- CreateIndex
CREATE INDEX "compliance_alerts_createdAt_idx" ON "compliance_alerts"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "compliance_alerts_status_severity_idx" ON "compliance_alerts"("status", "severity");

-- CreateIndex
CREATE INDEX "compliance_alerts_subjectType_subjectId_idx" ON "compliance_alerts"("subjectType", "subjectId");

-- CreateIndex
CREATE UNIQUE INDEX "compliance_workflows_sourceEventId_key" ON "compliance_workflows"("sourceEventId");

-- CreateIndex
CREATE INDEX "compliance_workflows_createdAt_idx" ON "compliance_workflows"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "compliance_workflows_status_idx" ON "compliance_workflows"("status");

-- CreateIndex
CREATE INDEX "compliance_workflows_subjectType_subjectId_idx" ON "compliance_workflows"("subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "compliance_workflows_commodityCategoryId_idx" ON "compliance_workflows"("commodityCategoryId");

-- CreateIndex
CREATE UNIQUE INDEX "workflow_steps_workflowId_position_key" ON "workflow_steps"("workflowId", "position");

-- CreateIndex
CREATE INDEX "kyc_screenings_screenedAt_idx" ON "kyc_screenings"("screenedAt" DESC);

-- CreateIndex
CREATE INDEX "kyc_screenings_screeningResult_riskLevel_idx" ON "kyc_screenings"("screeningResult", "riskLevel");

-- CreateIndex
CREATE INDEX "kyc_screenings_entityName_trgm_idx" ON "kyc_screenings" USING GIN ("entityName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "sanctions_screenings_screenedAt_idx" ON "sanctions_screenings"("screenedAt" DESC);

-- CreateIndex
CREATE INDEX "sanctions_screenings_screeningResult_riskLevel_idx" ON "sanctions_screenings"("screeningResult", "riskLevel");

-- CreateIndex
CREATE INDEX "watchlist_versions_sourceId_loadedAt_idx" ON "watchlist_versions"("sourceId", "loadedAt" DESC);

-- CreateIndex
CREATE INDEX "watchlist_entities_sourceId_idx" ON "watchlist_entities"("sourceId");

-- CreateIndex
CREATE INDEX "watchlist_entities_versionId_idx" ON "watchlist_entities"("versionId");

-- CreateIndex
CREATE INDEX "internal_list_entries_list_name_idx" ON "internal_list_entries"("list", "name");

-- CreateIndex
CREATE INDEX "screening_runs_kind_createdAt_idx" ON "screening_runs"("kind", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "customs_declarations_declarationNumber_key" ON "customs_declarations"("declarationNumber");

-- CreateIndex
CREATE INDEX "customs_declarations_createdAt_idx" ON "customs_declarations"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "customs_declarations_status_idx" ON "customs_declarations"("status");

-- CreateIndex
CREATE INDEX "regulations_regulationType_idx" ON "regulations"("regulationType");

-- CreateIndex
CREATE INDEX "regulations_title_trgm_idx" ON "regulations" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "regulations_description_trgm_idx" ON "regulations" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "regulations_updatedAt_idx" ON "regulations"("updatedAt" DESC);

-- CreateIndex
CREATE INDEX "regulations_applicableCommodities_idx" ON "regulations" USING GIN ("applicableCommodities");

-- CreateIndex
CREATE UNIQUE INDEX "regulations_country_regulationCode_key" ON "regulations"("country", "regulationCode");

-- CreateIndex
CREATE INDEX "tariff_classifications_classifiedAt_idx" ON "tariff_classifications"("classifiedAt" DESC);

-- CreateIndex
CREATE INDEX "tariff_classifications_hsCode_idx" ON "tariff_classifications"("hsCode");

-- CreateIndex
CREATE INDEX "tariff_rates_hsCode_trgm_idx" ON "tariff_rates" USING GIN ("hsCode" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "tariff_rates_importingCountry_idx" ON "tariff_rates"("importingCountry");

-- CreateIndex
CREATE INDEX "tariff_rates_createdAt_idx" ON "tariff_rates"("createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "tariff_rates_hsCode_importingCountry_exportingCountry_trade_key" ON "tariff_rates"("hsCode", "importingCountry", "exportingCountry", "tradeAgreement");

-- CreateIndex
CREATE UNIQUE INDEX "trade_remedies_caseNumber_key" ON "trade_remedies"("caseNumber");

-- CreateIndex
CREATE INDEX "trade_remedies_status_idx" ON "trade_remedies"("status");

-- CreateIndex
CREATE INDEX "trade_remedies_hsCode_idx" ON "trade_remedies"("hsCode");

-- CreateIndex
CREATE INDEX "trade_remedies_imposingCountry_idx" ON "trade_remedies"("imposingCountry");

-- CreateIndex
CREATE INDEX "trade_remedies_createdAt_idx" ON "trade_remedies"("createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "trade_agreements_code_key" ON "trade_agreements"("code");

-- CreateIndex
CREATE INDEX "trade_agreements_status_idx" ON "trade_agreements"("status");

-- CreateIndex
CREATE INDEX "trade_agreements_memberCountries_idx" ON "trade_agreements" USING GIN ("memberCountries");

-- CreateIndex
CREATE INDEX "market_analysis_reports_createdAt_idx" ON "market_analysis_reports"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "market_analysis_reports_status_idx" ON "market_analysis_reports"("status");

-- CreateIndex
CREATE INDEX "market_analysis_reports_hsCode_idx" ON "market_analysis_reports"("hsCode");

-- CreateIndex
CREATE UNIQUE INDEX "commodity_categories_name_key" ON "commodity_categories"("name");

-- CreateIndex
CREATE INDEX "commodity_subcategories_categoryId_idx" ON "commodity_subcategories"("categoryId");

-- CreateIndex
CREATE INDEX "commodity_subcategories_hsCode_idx" ON "commodity_subcategories"("hsCode");

-- CreateIndex
CREATE UNIQUE INDEX "commodity_subcategories_categoryId_name_key" ON "commodity_subcategories"("categoryId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "vendors_displayName_key" ON "vendors"("displayName");

-- CreateIndex
CREATE INDEX "vendors_createdAt_idx" ON "vendors"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "vendors_country_idx" ON "vendors"("country");

-- CreateIndex
CREATE INDEX "incoterms_category_idx" ON "incoterms"("category");

-- CreateIndex
CREATE UNIQUE INDEX "incoterms_code_version_key" ON "incoterms"("code", "version");

-- CreateIndex
CREATE UNIQUE INDEX "basic_ordering_agreements_agreementNumber_key" ON "basic_ordering_agreements"("agreementNumber");

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_createdAt_idx" ON "basic_ordering_agreements"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_status_idx" ON "basic_ordering_agreements"("status");

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_vendorId_idx" ON "basic_ordering_agreements"("vendorId");

-- CreateIndex
CREATE UNIQUE INDEX "digital_trade_orders_orderNumber_key" ON "digital_trade_orders"("orderNumber");

-- CreateIndex
CREATE INDEX "digital_trade_orders_createdAt_idx" ON "digital_trade_orders"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "digital_trade_orders_boaId_idx" ON "digital_trade_orders"("boaId");

-- AddForeignKey
ALTER TABLE "compliance_workflows" ADD CONSTRAINT "compliance_workflows_commodityCategoryId_fkey" FOREIGN KEY ("commodityCategoryId") REFERENCES "commodity_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "compliance_workflows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "watchlist_versions" ADD CONSTRAINT "watchlist_versions_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "watchlist_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "watchlist_entities" ADD CONSTRAINT "watchlist_entities_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "watchlist_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "watchlist_entities" ADD CONSTRAINT "watchlist_entities_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "watchlist_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commodity_subcategories" ADD CONSTRAINT "commodity_subcategories_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "commodity_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "basic_ordering_agreements" ADD CONSTRAINT "basic_ordering_agreements_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "digital_trade_orders" ADD CONSTRAINT "digital_trade_orders_boaId_fkey" FOREIGN KEY ("boaId") REFERENCES "basic_ordering_agreements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Raw SQL below is not expressible in schema.prisma. Schema-to-schema diffs (db:migration) never
-- see it, so later migrations leave it alone. Keep it in mind when renaming these tables.

-- At most one current version per watchlist source: the atomic index swap relies on it.
CREATE UNIQUE INDEX "watchlist_versions_one_current_per_source" ON "watchlist_versions"("sourceId") WHERE "isCurrent";

-- Percentages shown as progress bars (spec §3: progress 0-100).
ALTER TABLE "compliance_workflows" ADD CONSTRAINT "compliance_workflows_progress_range" CHECK ("progress" BETWEEN 0 AND 100);
ALTER TABLE "market_analysis_reports" ADD CONSTRAINT "market_analysis_reports_progress_range" CHECK ("progress" BETWEEN 0 AND 100);
