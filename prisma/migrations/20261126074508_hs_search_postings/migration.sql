-- CreateTable
CREATE TABLE "hs_search_postings" (
    "lexeme" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "field" SMALLINT NOT NULL,

    CONSTRAINT "hs_search_postings_pkey" PRIMARY KEY ("lexeme","code")
);

-- Existing installs: the postings of the documents already built (new imports rebuild both).
INSERT INTO "hs_search_postings" ("lexeme", "code", "field")
SELECT u.lexeme, d.code,
       max(CASE WHEN 'A' = ANY(u.weights) THEN 3 WHEN 'B' = ANY(u.weights) THEN 2 ELSE 1 END)
FROM "hs_search_documents" d, unnest(d.document) AS u
GROUP BY u.lexeme, d.code;
