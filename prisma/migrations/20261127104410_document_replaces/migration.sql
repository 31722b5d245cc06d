-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "replacesId" INTEGER;

-- CreateIndex
CREATE INDEX "documents_replacesId_idx" ON "documents"("replacesId");

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_replacesId_fkey" FOREIGN KEY ("replacesId") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;
