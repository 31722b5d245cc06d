-- AlterTable
ALTER TABLE "kyc_screenings" ADD COLUMN     "candidateCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "matchCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "topScore" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "sanctions_screenings" ADD COLUMN     "candidateCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "matchCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "topScore" DOUBLE PRECISION;

-- Backfill from the stored matches, only rows that have any (the defaults fit the rest).
UPDATE "kyc_screenings" SET
  "candidateCount" = jsonb_array_length("matches"),
  "matchCount" = (SELECT count(*) FROM jsonb_array_elements("matches") AS m
    WHERE (m ->> 'match')::boolean),
  "topScore" = (SELECT max((m ->> 'score')::float8) FROM jsonb_array_elements("matches") AS m)
WHERE CASE WHEN jsonb_typeof("matches") = 'array' THEN jsonb_array_length("matches") > 0 ELSE false END;

UPDATE "sanctions_screenings" SET
  "candidateCount" = jsonb_array_length("matches"),
  "matchCount" = (SELECT count(*) FROM jsonb_array_elements("matches") AS m
    WHERE (m ->> 'match')::boolean),
  "topScore" = (SELECT max((m ->> 'score')::float8) FROM jsonb_array_elements("matches") AS m)
WHERE CASE WHEN jsonb_typeof("matches") = 'array' THEN jsonb_array_length("matches") > 0 ELSE false END;
