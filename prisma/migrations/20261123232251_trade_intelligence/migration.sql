-- Reports still marked 'processing' by the previous release are re-run as pending.
UPDATE "market_analysis_reports" SET "status" = 'pending' WHERE "status"::text = 'processing';
-- Tariff rates and trade remedies are now loaded (with source and as-of date) by the tariff-data
-- import job, and rows written before it carry neither and are reloaded from the sources.
DELETE FROM "tariff_rates";
DELETE FROM "trade_remedies";

-- AlterEnum
BEGIN;
CREATE TYPE "ReportStatus_new" AS ENUM ('pending', 'running', 'completed', 'failed');
ALTER TABLE "market_analysis_reports" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "market_analysis_reports" ALTER COLUMN "status" TYPE "ReportStatus_new" USING ("status"::text::"ReportStatus_new");
ALTER TYPE "ReportStatus" RENAME TO "ReportStatus_old";
ALTER TYPE "ReportStatus_new" RENAME TO "ReportStatus";
DROP TYPE "ReportStatus_old";
ALTER TABLE "market_analysis_reports" ALTER COLUMN "status" SET DEFAULT 'pending';
COMMIT;

-- DropIndex
DROP INDEX "tariff_rates_createdAt_idx";

-- DropIndex
DROP INDEX "trade_remedies_caseNumber_key";

-- AlterTable
ALTER TABLE "tariff_classifications" ADD COLUMN     "officialDescription" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "tariffRateSource" TEXT;

-- AlterTable
ALTER TABLE "tariff_rates" DROP COLUMN "specificDuty",
DROP COLUMN "updatedAt",
ADD COLUMN     "asOf" DATE NOT NULL,
ADD COLUMN     "hasSpecific" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hs6" TEXT NOT NULL,
ADD COLUMN     "mfnAdValorem" DECIMAL(8,4),
ADD COLUMN     "preferentialAdValorem" DECIMAL(8,4),
ADD COLUMN     "stale" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "mfnRate" SET DATA TYPE TEXT,
ALTER COLUMN "preferentialRate" SET DATA TYPE TEXT,
ALTER COLUMN "source" SET NOT NULL;

-- AlterTable
ALTER TABLE "trade_remedies" ADD COLUMN     "asOf" DATE,
ADD COLUMN     "dutyAdValorem" DECIMAL(8,4),
ADD COLUMN     "key" TEXT NOT NULL,
ADD COLUMN     "source" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "market_analysis_reports" ADD COLUMN     "currency" TEXT,
ADD COLUMN     "customsValue" DECIMAL(18,2),
ADD COLUMN     "incoterm" TEXT,
ADD COLUMN     "originCountry" TEXT,
ADD COLUMN     "results" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "hs_codes" (
    "code" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "parent" TEXT,
    "section" TEXT NOT NULL,
    "searchText" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "hs_codes_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "tariff_data_imports" (
    "source" TEXT NOT NULL,
    "fileName" TEXT,
    "fileHash" TEXT,
    "asOf" DATE,
    "stale" BOOLEAN NOT NULL DEFAULT false,
    "rowCount" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "importedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tariff_data_imports_pkey" PRIMARY KEY ("source")
);

-- CreateIndex
CREATE INDEX "hs_codes_parent_idx" ON "hs_codes"("parent");

-- CreateIndex
CREATE INDEX "hs_codes_level_idx" ON "hs_codes"("level");

-- CreateIndex
CREATE INDEX "tariff_rates_hs6_importingCountry_idx" ON "tariff_rates"("hs6", "importingCountry");

-- CreateIndex
CREATE INDEX "tariff_rates_source_idx" ON "tariff_rates"("source");

-- CreateIndex
CREATE UNIQUE INDEX "trade_remedies_key_key" ON "trade_remedies"("key");

-- CreateIndex
CREATE INDEX "trade_remedies_source_idx" ON "trade_remedies"("source");
