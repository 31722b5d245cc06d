/**
 * Arabic/Persian letters -> the consonant skeleton symbols that `skeleton()` produces for their
 * usual Latin spellings. Computed letter by letter from the script, not from a romanisation,
 * because romanised output is ambiguous (any-ascii writes both خ and ك+ح as "kh").
 */
const LETTERS: Record<string, string> = {
  ب: 'b',
  پ: 'b',
  ت: 't',
  ث: 't',
  ط: 't',
  ج: 'j',
  چ: 'sh',
  ژ: 'j',
  گ: 'j',
  غ: 'j',
  ح: 'h',
  خ: 'h',
  ه: 'h',
  ة: 'h',
  د: 'd',
  ذ: 'd',
  ض: 'd',
  ر: 'r',
  ز: 'z',
  ظ: 'z',
  س: 's',
  ص: 's',
  ش: 'sh',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ک: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  // Vowel carriers, glides and hamza are not consonants in the Latin spellings.
  ا: '',
  أ: '',
  إ: '',
  آ: '',
  ء: '',
  ئ: '',
  ؤ: '',
  ع: '',
  و: '',
  ي: '',
  ى: '',
  ی: '',
  ٱ: '',
};

export const arabicSkeleton = (word: string): string => {
  let out = '';
  for (const ch of word) {
    const sym = LETTERS[ch];
    if (sym === undefined || sym === '') continue;
    if (!out.endsWith(sym)) out += sym;
  }
  return out.length > 1 && out.endsWith('h') ? out.slice(0, -1) : out;
};

/** Splits the joined article: "التكريتي" -> ["ال", "تكريتي"]. */
export const splitArticle = (word: string): string[] => {
  const m = /^(ال|أل|ٱل)(.{2,})$/u.exec(word);
  return m ? [m[1]!, m[2]!] : [word];
};
