-- CreateEnum
CREATE TYPE "MatchDecision" AS ENUM ('true_match', 'false_positive', 'escalate');

-- CreateTable
CREATE TABLE "screening_match_reviews" (
    "id" SERIAL NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" INTEGER,
    "subjectKey" TEXT NOT NULL,
    "subjectName" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "entityName" TEXT NOT NULL,
    "list" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "entityHash" TEXT NOT NULL,
    "decision" "MatchDecision" NOT NULL,
    "note" TEXT NOT NULL,
    "reviewedBy" INTEGER NOT NULL,
    "reviewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "eventId" INTEGER,

    CONSTRAINT "screening_match_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screening_log_entries" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER,
    "channel" TEXT NOT NULL,
    "queryName" TEXT NOT NULL,
    "query" JSONB NOT NULL,
    "lists" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "listVersions" JSONB NOT NULL DEFAULT '[]',
    "candidates" JSONB NOT NULL DEFAULT '[]',
    "candidateCount" INTEGER NOT NULL DEFAULT 0,
    "result" TEXT NOT NULL,
    "decision" TEXT,
    "subjectType" TEXT,
    "subjectId" INTEGER,

    CONSTRAINT "screening_log_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "screening_match_reviews_subjectKey_entityId_reviewedAt_idx" ON "screening_match_reviews"("subjectKey", "entityId", "reviewedAt" DESC);

-- CreateIndex
CREATE INDEX "screening_match_reviews_subjectType_subjectId_idx" ON "screening_match_reviews"("subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "screening_log_entries_createdAt_idx" ON "screening_log_entries"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "screening_log_entries_userId_idx" ON "screening_log_entries"("userId");

-- CreateIndex
CREATE INDEX "screening_log_entries_result_idx" ON "screening_log_entries"("result");
