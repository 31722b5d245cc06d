-- Reviewer identity: who reviewed, decided or screened is now the stable id (text) of the signed-in
-- user, with the user name beside it. Existing numeric ids are kept as text, their names stay null.
-- AlterTable
ALTER TABLE "sanctions_screenings" ADD COLUMN     "decidedByName" TEXT,
ALTER COLUMN "decidedBy" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "screening_match_reviews" ADD COLUMN     "reviewerName" TEXT,
ALTER COLUMN "reviewedBy" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "screening_log_entries" ADD COLUMN     "userName" TEXT,
ALTER COLUMN "userId" SET DATA TYPE TEXT;
