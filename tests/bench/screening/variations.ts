import { reorderLastFirst } from '../../../core/src/screening/engine/normalize';
import type { Rng } from './rng';

/** Display-order words of a listed name ("MADURO MOROS, Nicolas" -> [Nicolas, MADURO, MOROS]). */
export const words = (name: string): string[] =>
  reorderLastFirst(name)
    .split(/\s+/)
    .map((w) => w.replace(/^[,;]+|[,;]+$/g, ''))
    .filter(Boolean);

const PARTICLES = new Set([
  'al',
  'el',
  'bin',
  'ibn',
  'abu',
  'de',
  'del',
  'van',
  'von',
  'der',
  'la',
  'le',
  'da',
  'y',
]);
const isNameWord = (w: string) => /^[A-Za-z'-]{2,}$/.test(w) && !PARTICLES.has(w.toLowerCase());

export const reorder = (name: string, rng: Rng): string | null => {
  const ws = words(name);
  if (ws.length < 2) return null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const shuffled = rng.shuffle(ws);
    if (shuffled.join(' ') !== ws.join(' ')) return shuffled.join(' ');
  }
  return [...ws].reverse().join(' ');
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit (insert, delete, substitute or transpose) in one word of at least five letters. */
export const typo = (name: string, rng: Rng): string | null => {
  const ws = words(name);
  const eligible = ws.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-z]{5,}$/.test(w));
  if (eligible.length === 0) return null;
  const [w, index] = rng.pick(eligible);
  const pos = 1 + rng.int(w.length - 1);
  const letter = rng.pick([...LETTERS]);
  const op = rng.int(4);
  let changed: string;
  if (op === 0) changed = w.slice(0, pos) + letter + w.slice(pos);
  else if (op === 1) changed = w.slice(0, pos) + w.slice(pos + 1);
  else if (op === 2)
    changed =
      w.slice(0, pos) + (w[pos]!.toLowerCase() === letter ? 'x' : letter) + w.slice(pos + 1);
  else
    changed =
      pos < w.length - 1
        ? w.slice(0, pos) + w[pos + 1] + w[pos] + w.slice(pos + 2)
        : w.slice(0, -1);
  const out = [...ws];
  out[index] = changed;
  return out.join(' ');
};

/** Drops one interior word of a name with at least three name words. */
export const dropMiddle = (name: string, rng: Rng): string | null => {
  const ws = words(name);
  const interior = ws
    .map((w, i) => [w, i] as const)
    .filter(([w, i]) => i > 0 && i < ws.length - 1 && isNameWord(w));
  if (ws.filter(isNameWord).length < 3 || interior.length === 0) return null;
  const [, index] = rng.pick(interior);
  return ws.filter((_, i) => i !== index).join(' ');
};

const LEGAL_SWAPS: [RegExp, string[]][] = [
  [/\b(CO\.?,?\s+LTD\.?|COMPANY LIMITED)$/i, ['Company Limited', 'Co Ltd', 'Ltd', '']],
  [/\bLTD\.?$/i, ['Limited', 'LLC', '']],
  [/\bLIMITED$/i, ['Ltd', 'LLC', '']],
  [/\bLLC$/i, ['Limited Liability Company', 'Ltd', 'OOO', '']],
  [/\bL\.L\.C\.$/i, ['LLC', 'Ltd', '']],
  [/\bINC\.?$/i, ['Incorporated', 'Corp', '']],
  [/\bCORP(ORATION)?\.?$/i, ['Inc', 'Corp.', '']],
  [/,?\s*S\.A\.( DE C\.V\.)?$/i, [' SA', ' Sociedad Anonima', '']],
  [/\bGMBH$/i, ['AG', 'Ltd', '']],
  [/\bJSC$/i, ['OJSC', 'AO', 'Joint Stock Company', '']],
  [/\bOJSC$/i, ['JSC', 'PJSC', '']],
  [/\bPJSC$/i, ['JSC', 'PAO', '']],
  [/\bPLC$/i, ['Limited', '']],
  [/^(OOO|ZAO|OAO|AO|TOO)\s+/i, ['LLC ', '', 'JSC ']],
  [
    /^(LIMITED LIABILITY COMPANY|JOINT STOCK COMPANY|OPEN JOINT STOCK COMPANY)\s+/i,
    ['', 'OOO ', 'JSC '],
  ],
];

/** Swaps, expands or drops the legal form of a company name. */
export const legalFormChange = (name: string, rng: Rng): string | null => {
  for (const [re, replacements] of LEGAL_SWAPS) {
    if (!re.test(name)) continue;
    const out = name.replace(re, (m) => {
      const lead = /^\s/.test(m) ? ' ' : '';
      const rep = rng.pick(replacements);
      return rep ? (re.source.startsWith('^') ? rep : `${lead}${rep}`) : '';
    });
    const cleaned = out
      .replace(/\s+/g, ' ')
      .replace(/[,\s]+$/, '')
      .trim();
    const core = cleaned
      .replace(
        /\b(ltd|llc|inc|corp|co|company|limited|sa|gmbh|ag|jsc|ojsc|pjsc|ooo|pao|ao|plc)\b\.?/gi,
        '',
      )
      .trim();
    if (cleaned && cleaned !== name && core.length >= 3) return cleaned;
  }
  return null;
};

/** Latin transliteration conventions: the same name as another agency would spell it. */
const TRANSLIT: [RegExp, string][] = [
  [/^mohammed$/i, 'Muhammad'],
  [/^muhammad$/i, 'Mohamed'],
  [/^mohammad$/i, 'Mohamed'],
  [/^mohamed$/i, 'Mohammad'],
  [/^ahmed$/i, 'Ahmad'],
  [/^ahmad$/i, 'Ahmed'],
  [/^hussein$/i, 'Husayn'],
  [/^husayn$/i, 'Hussein'],
  [/^hussain$/i, 'Hussein'],
  [/^yusuf$/i, 'Yousef'],
  [/^osama$/i, 'Usama'],
  [/^usama$/i, 'Osama'],
  [/^omar$/i, 'Umar'],
  [/^umar$/i, 'Omar'],
  [/^abdullah$/i, 'Abdallah'],
  [/^abdallah$/i, 'Abdullah'],
  [/^sergei$/i, 'Sergey'],
  [/^sergey$/i, 'Sergei'],
  [/^aleksandr$/i, 'Alexander'],
  [/^alexander$/i, 'Aleksandr'],
  [/^yuri$/i, 'Yury'],
  [/^yury$/i, 'Yuri'],
  [/^dmitri$/i, 'Dmitry'],
  [/^dmitry$/i, 'Dmitriy'],
  [/^nikolai$/i, 'Nikolay'],
  [/^andrei$/i, 'Andrey'],
  [/^andrey$/i, 'Andrei'],
  [/^aleksei$/i, 'Alexey'],
  [/^alexey$/i, 'Aleksei'],
  [/^mikhail$/i, 'Michail'],
  [/^evgeny$/i, 'Yevgeniy'],
  [/^yevgeniy$/i, 'Evgeny'],
  [/kh/i, 'h'],
  [/ou/i, 'u'],
  [/iy$/i, 'y'],
  [/y$/i, 'i'],
  [/ii$/i, 'iy'],
  [/ee/i, 'i'],
  [/ks/i, 'x'],
  [/([bcdfgklmnprst])\1/i, '$1'],
  [/q/i, 'k'],
  [/ph/i, 'f'],
  [/j/i, 'dj'],
  [/oo/i, 'u'],
  [/ie/i, 'i'],
];

export const translitVariant = (name: string, rng: Rng): string | null => {
  const ws = words(name);
  const options: [number, RegExp, string][] = [];
  ws.forEach((w, i) => {
    if (!/^[A-Za-z]{3,}$/.test(w)) return;
    for (const [re, rep] of TRANSLIT) if (re.test(w)) options.push([i, re, rep]);
  });
  if (options.length === 0) return null;
  const [i, re, rep] = rng.pick(options);
  const out = [...ws];
  out[i] = ws[i]!.replace(re, rep);
  return out[i] === ws[i] ? null : out.join(' ');
};
