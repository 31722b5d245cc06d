-- AlterTable
ALTER TABLE "tariff_rates" ADD COLUMN     "subLines" TEXT NOT NULL DEFAULT '';
