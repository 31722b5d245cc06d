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

/** Vessel type markers as registries and counterparties write them. */
const VESSEL_PREFIXES = ['MV ', 'M.V. ', 'M/V ', 'MT ', 'M/T ', 'SS ', 'M/S ', 'MV. '];
const VESSEL_SUFFIXES = [' (M/V)', ' (MT)', ' M/V', ' VESSEL', ' TANKER'];

export const vesselMarker = (name: string, rng: Rng): string =>
  rng.int(4) === 0 ? `${name}${rng.pick(VESSEL_SUFFIXES)}` : `${rng.pick(VESSEL_PREFIXES)}${name}`;

/** Legal forms of other languages, abbreviated <-> written out (and in their own script). */
const INTL_LEGAL: [RegExp, string[]][] = [
  [/\s+LTDA\.?$/i, [' Limitada', ' Ltda']],
  [/\s+LIMITADA$/i, [' LTDA.', ' Ltda']],
  [/,?\s+S\.\s?A\.?(\s+DE\s+C\.?\s?V\.?)?$/i, [' Sociedad Anonima', ' Sociedade Anonima', ' SA']],
  [/\s+SOCIEDAD ANONIMA$/i, [' S.A.']],
  [/\s+GMBH$/i, [' Gesellschaft mit beschraenkter Haftung']],
  [/^OOO\s+/i, ['Obshchestvo s Ogranichennoy Otvetstvennostyu ', 'ООО ']],
  [/^LIMITED LIABILITY COMPANY\s+/i, ['OOO ', 'ООО ']],
  [/^JOINT STOCK COMPANY\s+/i, ['AO ', 'АО ']],
  [/^PUBLIC JOINT STOCK COMPANY\s+/i, ['PAO ', 'ПАО ']],
  [
    /,?\s+S\.?R\.?L\.?$/i,
    [' Societa a responsabilita limitata', ' Sociedad de Responsabilidad Limitada'],
  ],
  [/,?\s+S\.?P\.?A\.?$/i, [' Societa per Azioni']],
  [/,?\s+S\.?A\.?R\.?L\.?$/i, [' Societe a responsabilite limitee']],
  [/,?\s+B\.V\.?$/i, [' Besloten Vennootschap']],
  [/,?\s+N\.V\.?$/i, [' Naamloze Vennootschap']],
  [/\s+AG$/, [' Aktiengesellschaft']],
  [/,?\s+CO\.?,?\s+LTD\.?$/i, [' 有限公司', ' You Xian Gong Si']],
];

export const intlLegalForm = (name: string, rng: Rng): string | null => {
  for (const [re, replacements] of INTL_LEGAL) {
    if (!re.test(name)) continue;
    const out = name.replace(re, rng.pick(replacements)).replace(/\s+/g, ' ').trim();
    return out !== name && out.length >= 3 ? out : null;
  }
  return null;
};

/**
 * A compound surname of two names of at least three letters ("PRIDMORE-SMITH"; not the Arabic
 * article of "AL-MASRI", a different variation).
 */
export const COMPOUND_SURNAME =
  /(?<![\p{L}-])(?!(?:al|el|ad|ar|as|ash|abu|bin|ibn|abd)-)(\p{L}{3,})-(\p{L}{3,})(?![\p{L}-])/iu;

/** A compound surname written with a space or joined: "PRIDMORE-SMITH" -> "PRIDMORE SMITH". */
export const compoundVariant = (name: string, rng: Rng): string | null => {
  const m = COMPOUND_SURNAME.exec(name);
  if (!m) return null;
  const joined = rng.int(2) === 0 ? `${m[1]} ${m[2]}` : `${m[1]}${m[2]}`;
  return `${name.slice(0, m.index)}${joined}${name.slice(m.index + m[0].length)}`;
};

/** An Arabic name chain with a middle link left out: "Usama bin Muhammad bin Awad" -> "Usama bin Muhammad". */
export const dropChainLink = (name: string, rng: Rng): string | null => {
  const links = [...name.matchAll(/\s(?:bin|ibn|bint|ben|walad|ould)\s+[^\s,]+/gi)];
  if (links.length === 0) return null;
  const link = rng.pick(links);
  const out = `${name.slice(0, link.index)}${name.slice(link.index + link[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  return out.split(/\s+/).length >= 2 ? out : null;
};
