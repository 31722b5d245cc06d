-- CreateTable
CREATE TABLE "hs_search_documents" (
    "code" TEXT NOT NULL,
    "document" tsvector NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "hs_search_documents_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "hs_search_words" (
    "word" TEXT NOT NULL,
    "docs" INTEGER NOT NULL,

    CONSTRAINT "hs_search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "hs_search_documents_document_idx" ON "hs_search_documents" USING GIN ("document");

-- CreateIndex
CREATE INDEX "hs_search_words_word_idx" ON "hs_search_words" USING GIN ("word" gin_trgm_ops);
