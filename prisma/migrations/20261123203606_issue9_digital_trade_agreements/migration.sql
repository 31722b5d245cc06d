-- CreateEnum
CREATE TYPE "BoaStatus" AS ENUM ('draft', 'active', 'suspended', 'terminated', 'expired', 'superseded');

-- CreateEnum
CREATE TYPE "SigningParty" AS ENUM ('organisation', 'counterparty');

-- CreateEnum
CREATE TYPE "AgreementPartyRole" AS ENUM ('buyer', 'seller');

-- CreateEnum
CREATE TYPE "DigitalOrderType" AS ENUM ('purchase_order', 'call_off', 'release');

-- CreateEnum
CREATE TYPE "DigitalOrderStatus" AS ENUM ('draft', 'placed', 'accepted', 'rejected', 'fulfilled');

-- DropForeignKey
ALTER TABLE "digital_trade_orders" DROP CONSTRAINT "digital_trade_orders_boaId_fkey";

-- DropIndex
DROP INDEX "basic_ordering_agreements_agreementNumber_key";

-- DropIndex
DROP INDEX "basic_ordering_agreements_status_idx";

-- AlterTable
ALTER TABLE "vendors" ADD COLUMN     "isOrganisation" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "basic_ordering_agreements" ADD COLUMN     "activatedAt" TIMESTAMP(3),
ADD COLUMN     "amendsId" INTEGER,
ADD COLUMN     "complianceApprovalAt" TIMESTAMP(3),
ADD COLUMN     "complianceApprovalBy" TEXT,
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "legalReviewAt" TIMESTAMP(3),
ADD COLUMN     "legalReviewBy" TEXT,
ADD COLUMN     "signedTerms" TEXT,
ADD COLUMN     "statusReason" TEXT,
ADD COLUMN     "termsDigest" TEXT,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1,
DROP COLUMN "status",
ADD COLUMN     "status" "BoaStatus" NOT NULL DEFAULT 'draft';

-- AlterTable
ALTER TABLE "digital_trade_orders" ADD COLUMN     "alg" TEXT,
ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "description" TEXT,
ADD COLUMN     "fulfilledAt" TIMESTAMP(3),
ADD COLUMN     "jws" TEXT,
ADD COLUMN     "kid" TEXT,
ADD COLUMN     "placedAt" TIMESTAMP(3),
ADD COLUMN     "signedAt" TIMESTAMP(3),
ADD COLUMN     "signedTerms" TEXT,
ADD COLUMN     "statusReason" TEXT,
ADD COLUMN     "termsDigest" TEXT,
DROP COLUMN "orderType",
ADD COLUMN     "orderType" "DigitalOrderType" NOT NULL DEFAULT 'purchase_order',
DROP COLUMN "status",
ADD COLUMN     "status" "DigitalOrderStatus" NOT NULL DEFAULT 'draft',
ALTER COLUMN "boaId" SET NOT NULL;

-- CreateTable
CREATE TABLE "agreement_signatures" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "party" "SigningParty" NOT NULL,
    "signer" TEXT NOT NULL,
    "kid" TEXT NOT NULL,
    "alg" TEXT NOT NULL,
    "jws" TEXT NOT NULL,
    "publicJwk" JSONB NOT NULL,
    "certificatePem" TEXT,
    "signedAt" TIMESTAMP(3) NOT NULL,
    "termsDigest" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreement_signatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_party_screenings" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "role" "AgreementPartyRole" NOT NULL,
    "names" TEXT[],
    "result" "ScreeningResult" NOT NULL,
    "riskLevel" "RiskLevel" NOT NULL,
    "reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "matches" JSONB NOT NULL DEFAULT '[]',
    "listVersions" JSONB NOT NULL DEFAULT '[]',
    "screenedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "agreement_party_screenings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_audit_entries" (
    "id" SERIAL NOT NULL,
    "agreementId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "action" TEXT NOT NULL,
    "fromStatus" TEXT,
    "toStatus" TEXT,
    "detail" TEXT,
    "actor" TEXT NOT NULL,
    "actorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreement_audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agreement_signatures_agreementId_party_key" ON "agreement_signatures"("agreementId", "party");

-- CreateIndex
CREATE UNIQUE INDEX "agreement_party_screenings_agreementId_role_key" ON "agreement_party_screenings"("agreementId", "role");

-- CreateIndex
CREATE INDEX "agreement_audit_entries_agreementId_id_idx" ON "agreement_audit_entries"("agreementId", "id");

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_status_expiresAt_idx" ON "basic_ordering_agreements"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "basic_ordering_agreements_amendsId_idx" ON "basic_ordering_agreements"("amendsId");

-- CreateIndex
CREATE UNIQUE INDEX "basic_ordering_agreements_agreementNumber_version_key" ON "basic_ordering_agreements"("agreementNumber", "version");

-- CreateIndex
CREATE INDEX "digital_trade_orders_status_idx" ON "digital_trade_orders"("status");

-- AddForeignKey
ALTER TABLE "basic_ordering_agreements" ADD CONSTRAINT "basic_ordering_agreements_amendsId_fkey" FOREIGN KEY ("amendsId") REFERENCES "basic_ordering_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "basic_ordering_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_party_screenings" ADD CONSTRAINT "agreement_party_screenings_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "basic_ordering_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_audit_entries" ADD CONSTRAINT "agreement_audit_entries_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "basic_ordering_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "digital_trade_orders" ADD CONSTRAINT "digital_trade_orders_boaId_fkey" FOREIGN KEY ("boaId") REFERENCES "basic_ordering_agreements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
