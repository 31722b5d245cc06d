/**
 * Token-level string similarity. Names differ by typos, by transliteration conventions
 * (kh/h, ou/u, y/i, doubled letters) and, for Arabic script, by unwritten short vowels, so we
 * compare three forms of every token: the plain ASCII form, a "fold" that merges transliteration
 * variants, and a consonant skeleton used only for abjad (Arabic/Persian) input.
 */

/**
 * Merges spelling variants that transliteration produces (kh/h, ou/u, y/i, q/k, ph/f, zh/j,
 * doubled letters, a final vowel+h). Hand-rolled single pass: it runs for every token indexed
 * and every token of every query.
 */
export const fold = (token: string): string => {
  if (/\d/.test(token)) return token;
  let out = '';
  let last = '';
  const push = (ch: string) => {
    if (ch !== last) {
      out += ch;
      last = ch;
    }
  };
  const n = token.length;
  let i = 0;
  while (i < n) {
    const c = token[i]!;
    const d = token[i + 1];
    const e = token[i + 2];
    let step = 0;
    switch (c) {
      case 's':
        if (d === 'c' && e === 'h') {
          push('s');
          step = 3;
        }
        break;
      case 't':
        if (d === 'c' && e === 'h') {
          push('c');
          push('h');
          step = 3;
        } else if (d === 'h') {
          push('t');
          step = 2;
        }
        break;
      case 'd':
        if (d === 'z' && e === 'h') {
          push('j');
          step = 3;
        } else if (d === 'j') {
          push('j');
          step = 2;
        }
        break;
      case 'z':
        if (d === 'h') {
          push('j');
          step = 2;
        }
        break;
      case 'k':
        if (d === 'h') {
          push('h');
          step = 2;
        }
        break;
      case 'g':
        if (d === 'h') {
          push('g');
          step = 2;
        }
        break;
      case 'p':
        if (d === 'h') {
          push('f');
          step = 2;
        }
        break;
      case 'c':
        if (d === 'k') {
          push('k');
          step = 2;
        } else if (d === 'h') {
          push('c');
          push('h');
          step = 2;
        } else {
          push('k');
          step = 1;
        }
        break;
      case 'o':
        if (d === 'u' || d === 'o') {
          push('u');
          step = 2;
        }
        break;
      case 'e':
      case 'i':
        if (d === 'e' && (c === 'i' || c === 'e')) {
          push('i');
          step = 2;
        }
        break;
      case 'q':
        push('k');
        step = 1;
        break;
      case 'x':
        push('k');
        push('s');
        step = 1;
        break;
      case 'w':
        push('v');
        step = 1;
        break;
      case 'y':
        push('i');
        step = 1;
        break;
      default:
        break;
    }
    if (step === 0) {
      push(c);
      step = 1;
    }
    i += step;
  }
  const penultimate = out[out.length - 2];
  if (out.length > 2 && last === 'h' && penultimate && 'aeiou'.includes(penultimate))
    out = out.slice(0, -1);
  return out;
};

/**
 * Consonant skeleton of a folded token, the form Arabic script preserves: vowels and glides
 * dropped, letters Arabic lacks mapped to their usual rendering (p->b, g->j, ch->sh), and a final
 * h dropped (ta marbuta / final ha are written inconsistently in Latin).
 */
export const skeleton = (folded: string): string => {
  if (/\d/.test(folded)) return folded;
  const out = folded
    .replace(/ch/g, 'sh')
    .replace(/dh/g, 'd')
    .replace(/p/g, 'b')
    .replace(/g/g, 'j')
    .replace(/[aeiouv]/g, '')
    .replace(/(.)\1+/g, '$1');
  return out.length > 1 && out.endsWith('h') ? out.slice(0, -1) : out;
};

// Substitutions that transliteration commonly produces cost half an edit.
const CHEAP_PAIRS = ['ei', 'iy', 'ou', 'ck', 'kq', 'sz', 'vw', 'ij', 'jy', 'td', 'fv', 'gk'];
const CHEAP = new Uint8Array(128 * 128);
for (const [a, b] of CHEAP_PAIRS.map((p) => [p.charCodeAt(0), p.charCodeAt(1)] as const)) {
  CHEAP[a * 128 + b] = 1;
  CHEAP[b * 128 + a] = 1;
}

// Reused rows: the distance runs thousands of times per second and must not allocate.
const ROW_A = new Float64Array(128);
const ROW_B = new Float64Array(128);
const ROW_C = new Float64Array(128);

/**
 * Damerau-Levenshtein (optimal string alignment) with cheap substitutions; gives up and returns
 * `max + 1` as soon as every cell of a row exceeds `max`.
 */
export const boundedDistance = (a: string, b: string, max: number): number => {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (lb + 1 > ROW_A.length) return max + 1;
  let prev2 = ROW_A;
  let prev = ROW_B;
  let cur = ROW_C;
  for (let j = 0; j <= lb; j += 1) prev[j] = j;
  for (let i = 1; i <= la; i += 1) {
    cur[0] = i;
    let rowMin = cur[0];
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j += 1) {
      const cb = b.charCodeAt(j - 1);
      let cost = 0;
      if (ca !== cb) cost = ca < 128 && cb < 128 && CHEAP[ca * 128 + cb] === 1 ? 0.5 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return prev[lb]!;
};

/** Edits allowed for a token of this length: short tokens must be exact. */
export const editBudget = (length: number): number => {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  if (length <= 10) return 2;
  return 3;
};

/** Similarity in [0,1] under the length-aware budget; 0 when over budget. */
export const fuzzySimilarity = (a: string, b: string): number => {
  if (a === b) return 1;
  const shorter = Math.min(a.length, b.length);
  const budget = Math.min(editBudget(shorter), editBudget(Math.max(a.length, b.length)));
  if (budget === 0) return 0;
  const d = boundedDistance(a, b, budget);
  if (d > budget) return 0;
  // A mismatch in the first letter is rarer in real variants than later ones.
  const firstPenalty = a[0] !== b[0] ? 0.04 : 0;
  return Math.max(0, 1 - d / (Math.max(a.length, b.length) + 2) - firstPenalty);
};
