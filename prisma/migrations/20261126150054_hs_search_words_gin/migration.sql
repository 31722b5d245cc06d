-- DropIndex
DROP INDEX "hs_search_words_word_idx";

-- CreateIndex
CREATE INDEX "hs_search_words_word_idx" ON "hs_search_words" USING GIN ("word" gin_trgm_ops);
