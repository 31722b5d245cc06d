-- AlterTable
ALTER TABLE "tariff_data_imports" ADD COLUMN     "startedAt" TIMESTAMP(3);
