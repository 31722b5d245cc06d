-- DropIndex
DROP INDEX "hs_search_words_word_idx";

-- CreateIndex
CREATE INDEX "hs_search_words_word_idx" ON "hs_search_words" USING GIST ("word" gist_trgm_ops);
