// Other names of the goods a word names, from WordNet 3.1 (Princeton University): the bundled
// table `wordnet_goods_names.tsv.gz` (made by `npm run data:wordnet`) holds, for each noun, the
// other one-word names of its two most frequent senses that are goods (artifacts, foods,
// substances, plants, animals, natural objects). Descriptions name goods as people do ("bike",
// "capsules"); the nomenclature and the national lines often use another word of the same sense
// ("bicycles"). "doll" gives "dolly", not its slang senses; a "sweater" is a jumper, not a person
// who sweats.
import { readBundled } from './sources';

let table: Map<string, string[]> | undefined;

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

/** The other names of the goods a word names (none for words WordNet does not know as goods). */
export const otherNames = (word: string): string[] => {
  const names = loadTable();
  for (const form of baseForms(word)) {
    const found = names.get(form);
    if (found) return found.filter((name) => name !== word);
  }
  return [];
};
