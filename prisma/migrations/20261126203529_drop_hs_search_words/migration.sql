-- DropTable
DROP TABLE "hs_search_words";
