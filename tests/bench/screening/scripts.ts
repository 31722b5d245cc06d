/**
 * Deterministic Latin -> Cyrillic / Arabic renderings of listed names, standing in for a
 * customer record typed in another script. They follow common practice (BGN-like for Russian,
 * consonant skeleton plus long vowels for Arabic), not a reversible scheme, so the matcher has
 * to cope with real ambiguity.
 */
const CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['yo', 'ё'],
  ['iy', 'ий'],
  ['yy', 'ый'],
  ['ks', 'кс'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['c', 'к'],
  ['w', 'в'],
  ['x', 'кс'],
  ['q', 'к'],
  ['j', 'дж'],
];

const renderWord = (word: string, table: [string, string][]): string => {
  let out = '';
  let i = 0;
  const lower = word.toLowerCase();
  while (i < lower.length) {
    const hit = table.find(([lat]) => lower.startsWith(lat, i));
    if (hit) {
      out += hit[1];
      i += hit[0].length;
    } else {
      out += lower[i];
      i += 1;
    }
  }
  return out;
};

const capitalise = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

export const toCyrillic = (name: string): string =>
  name
    .split(/[\s,-]+/)
    .filter(Boolean)
    .map((w) => capitalise(renderWord(w, CYRILLIC)))
    .join(' ');

const ARABIC: [string, string][] = [
  ['sh', 'ش'],
  ['ch', 'ش'],
  ['kh', 'خ'],
  ['th', 'ث'],
  ['dh', 'ذ'],
  ['gh', 'غ'],
  ['ou', 'و'],
  ['oo', 'و'],
  ['ee', 'ي'],
  ['aa', 'ا'],
  ['ai', 'ي'],
  ['ei', 'ي'],
  ['b', 'ب'],
  ['t', 'ت'],
  ['j', 'ج'],
  ['h', 'ح'],
  ['d', 'د'],
  ['r', 'ر'],
  ['z', 'ز'],
  ['s', 'س'],
  ['f', 'ف'],
  ['q', 'ق'],
  ['k', 'ك'],
  ['l', 'ل'],
  ['m', 'م'],
  ['n', 'ن'],
  ['w', 'و'],
  ['y', 'ي'],
  ['i', 'ي'],
  ['u', 'و'],
  ['o', 'و'],
  ['g', 'ج'],
  ['v', 'و'],
  ['p', 'ب'],
  ['c', 'ك'],
  ['x', 'كس'],
  ['a', ''],
  ['e', ''],
];

/** Short vowels a/e are not written; a word-initial vowel is carried by alif; doubled letters once. */
const arabicWord = (word: string): string => {
  const w = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(.)\1+/g, '$1');
  // A word-initial vowel is carried by alif (with hamza for i/u: إ أ), not written as a letter.
  let initial = /^[aeiou]/.test(w)
    ? w[0] === 'i'
      ? 'إ'
      : w[0] === 'u' || w[0] === 'o'
        ? 'أ'
        : 'ا'
    : '';
  // "Ali", "Alireza": an initial a + l is ayn (علي), not the article ال.
  if (/^al/.test(w)) initial = 'ع';
  return initial + renderWord(initial ? w.slice(1) : w, ARABIC);
};

export const toArabic = (name: string): string => {
  const parts = name.split(/[\s,-]+/).filter(Boolean);
  const out: string[] = [];
  // "AL-TIKRITI" / "AL TIKRITI" -> "التكريتي": the article is written joined.
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (/^(al|el)$/i.test(part) && i + 1 < parts.length) {
      out.push(`ال${arabicWord(parts[i + 1]!)}`);
      i += 1;
    } else out.push(arabicWord(part));
  }
  return out.filter(Boolean).join(' ');
};
