-- CreateEnum
CREATE TYPE "PartySubjectType" AS ENUM ('vendor', 'customs_declaration');

-- CreateEnum
CREATE TYPE "PartyScreeningRole" AS ENUM ('vendor', 'consignor', 'consignee');

-- CreateEnum
CREATE TYPE "PartyScreeningStatus" AS ENUM ('pending', 'screened', 'failed');

-- CreateTable
CREATE TABLE "party_screenings" (
    "id" SERIAL NOT NULL,
    "subjectType" "PartySubjectType" NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "role" "PartyScreeningRole" NOT NULL,
    "names" TEXT[],
    "country" TEXT,
    "status" "PartyScreeningStatus" NOT NULL DEFAULT 'pending',
    "result" "ScreeningResult",
    "riskLevel" "RiskLevel",
    "reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "matches" JSONB NOT NULL DEFAULT '[]',
    "listVersions" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "screenedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "party_screenings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "party_screenings_status_idx" ON "party_screenings"("status");

-- CreateIndex
CREATE UNIQUE INDEX "party_screenings_subjectType_subjectId_role_key" ON "party_screenings"("subjectType", "subjectId", "role");
