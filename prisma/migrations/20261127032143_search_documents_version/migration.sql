-- AlterTable
ALTER TABLE "hs_search_documents" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;
