// Other names of the goods a word names, from WordNet 3.1 (Princeton University): the bundled
// table `wordnet_goods_names.tsv.gz` (made by `npm run data:wordnet`) holds, for each noun, the
// other one-word names of its two most frequent senses that are goods (artifacts, foods,
// substances, plants, animals, natural objects). Descriptions name goods as people do ("bike",
// "capsules"); the nomenclature and the national lines often use another word of the same sense
// ("bicycles"). "doll" gives "dolly", not its slang senses; a "sweater" is a jumper, not a person
// who sweats. `wordnet_words.txt.gz` holds every one-word lemma of WordNet, to tell an English word
// the nomenclature lacks from a typo.
import { readBundled } from './sources';

let table: Map<string, string[]> | undefined;
let english: Set<string> | undefined;

const loadTable = () => {
  if (table) return table;
  table = new Map();
  for (const line of readBundled('wordnet_goods_names.tsv.gz').split('\n')) {
    const [word, names] = line.split('\t');
    if (word && names) table.set(word, names.split(' '));
  }
  return table;
};

/**
 * WordNet's index holds base forms; an inflected word is read by WordNet's own "morphy" detachment
 * rules (suffix and the endings that may replace it), without its exception lists but for knives →
 * knife: boxes → box, batteries → battery, molded → mold(e), folding → fold(e).
 */
const NOUN_RULES: [string, string[]][] = [
  ['s', ['']],
  ['ses', ['s']],
  ['xes', ['x']],
  ['zes', ['z']],
  ['ches', ['ch']],
  ['shes', ['sh']],
  ['men', ['man']],
  ['ies', ['y']],
  ['ves', ['f', 'fe']],
];
const VERB_AND_ADJECTIVE_RULES: [string, string[]][] = [
  ['es', ['e', '']],
  ['ed', ['e', '']],
  ['ing', ['e', '']],
  ['er', ['e', '']],
  ['est', ['e', '']],
];

/** The word and the base forms these rules give it, the word first. */
const basesOf = (word: string, rules: [string, string[]][]) => {
  const bases = new Set([word]);
  for (const [suffix, endings] of rules)
    if (word.length > suffix.length + 1 && word.endsWith(suffix))
      for (const ending of endings) bases.add(word.slice(0, -suffix.length) + ending);
  return bases;
};

/** Whether WordNet knows a word, in any inflection ("hampers", "funnels", "molded"). */
export const isEnglishWord = (word: string): boolean => {
  if (!english) english = new Set(readBundled('wordnet_words.txt.gz').split('\n').filter(Boolean));
  for (const base of basesOf(word, [...NOUN_RULES, ...VERB_AND_ADJECTIVE_RULES]))
    if (english.has(base)) return true;
  return false;
};

/** Every word of the table: the nouns and their other names. */
export const goodsNames = (): string[] => [
  ...new Set([...loadTable()].flatMap(([word, names]) => [word, ...names])),
];

/** The other names of the goods a word names (none for words WordNet does not know as goods). */
export const otherNames = (word: string): string[] => {
  const names = loadTable();
  for (const form of basesOf(word, NOUN_RULES)) {
    const found = names.get(form);
    if (found) return found.filter((name) => name !== word);
  }
  return [];
};
