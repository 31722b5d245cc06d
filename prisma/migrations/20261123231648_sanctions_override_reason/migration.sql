-- AlterTable
ALTER TABLE "sanctions_screenings" ADD COLUMN     "overrideReason" TEXT;
