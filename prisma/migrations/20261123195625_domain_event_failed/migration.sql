-- AlterTable
ALTER TABLE "domain_events" ADD COLUMN     "failedAt" TIMESTAMP(3);
