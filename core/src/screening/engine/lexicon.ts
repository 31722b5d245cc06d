/**
 * Word lists the matcher needs to know about. Tokens here are already normalised (ASCII,
 * lower case, no punctuation).
 */

/** Legal forms -> canonical code. Multi-word forms are matched as token sequences. */
const LEGAL_FORM_LIST: [string, string][] = [
  ['limited liability company', 'llc'],
  ['limited liability partnership', 'llp'],
  ['obshchestvo s ogranichennoy otvetstvennostyu', 'llc'],
  ['obshchestvo s ogranichennoi otvetstvennostiu', 'llc'],
  ['tovarystvo z obmezhenoyu vidpovidalnistyu', 'llc'],
  ['public joint stock company', 'pjsc'],
  ['open joint stock company', 'ojsc'],
  ['closed joint stock company', 'cjsc'],
  ['joint stock company', 'jsc'],
  ['aktsionernoe obshchestvo', 'jsc'],
  ['publichnoe aktsionernoe obshchestvo', 'pjsc'],
  ['public limited company', 'plc'],
  ['private limited company', 'ltd'],
  ['sociedad anonima', 'sa'],
  ['sociedade anonima', 'sa'],
  ['sociedad limitada', 'sl'],
  ['sociedad de responsabilidad limitada', 'srl'],
  ['sociedade limitada', 'ltd'],
  ['sociedade por quotas', 'ltd'],
  ['limitada', 'ltd'],
  ['lda', 'ltd'],
  ['societe a responsabilite limitee', 'sarl'],
  ['societe a responsabilite limited', 'sarl'],
  ['societe par actions simplifiee', 'sas'],
  ['societa per azioni', 'spa'],
  ['societa a responsabilita limitata', 'srl'],
  ['besloten vennootschap', 'bv'],
  ['naamloze vennootschap', 'nv'],
  ['aktiengesellschaft', 'ag'],
  ['kommanditgesellschaft', 'kg'],
  ['obshchestvo s ogranichennoy otvetstvennostyu', 'llc'],
  ['obshchestvo s ogranichennoi otvetstvennostiu', 'llc'],
  ['obshchestvo s ogranichennoi otvetstvennostyu', 'llc'],
  ['you xian ze ren gong si', 'llc'],
  ['gu fen you xian gong si', 'jsc'],
  ['you xian gong si', 'ltd'],
  ['gong si', 'co'],
  ['societe anonyme', 'sa'],
  ['sa de cv', 'sa'],
  ['s de rl de cv', 'srl'],
  ['s de rl', 'srl'],
  ['sp z o o', 'spzoo'],
  ['co ltd', 'ltd'],
  ['pvt ltd', 'ltd'],
  ['pte ltd', 'ltd'],
  ['pty ltd', 'ltd'],
  ['gesellschaft mit beschrankter haftung', 'gmbh'],
  ['llc', 'llc'],
  ['ooo', 'llc'],
  ['tov', 'llc'],
  ['too', 'llc'],
  ['ltd', 'ltd'],
  ['limited', 'ltd'],
  ['ltda', 'ltd'],
  ['co', 'co'],
  ['company', 'co'],
  ['compania', 'co'],
  ['cia', 'co'],
  ['corp', 'corp'],
  ['corporation', 'corp'],
  ['inc', 'inc'],
  ['incorporated', 'inc'],
  ['jsc', 'jsc'],
  ['ao', 'jsc'],
  ['zao', 'cjsc'],
  ['cjsc', 'cjsc'],
  ['oao', 'ojsc'],
  ['ojsc', 'ojsc'],
  ['pao', 'pjsc'],
  ['pjsc', 'pjsc'],
  ['plc', 'plc'],
  ['gmbh', 'gmbh'],
  ['ag', 'ag'],
  ['kg', 'kg'],
  ['sa', 'sa'],
  ['sarl', 'sarl'],
  ['sas', 'sas'],
  ['spa', 'spa'],
  ['srl', 'srl'],
  ['sl', 'sl'],
  ['bv', 'bv'],
  ['nv', 'nv'],
  ['llp', 'llp'],
  ['lp', 'lp'],
  ['pte', 'pte'],
  ['pty', 'pty'],
  ['pvt', 'pvt'],
  ['fze', 'fze'],
  ['fzco', 'fzco'],
  ['fzc', 'fzc'],
  ['fzllc', 'llc'],
  ['fz llc', 'llc'],
  ['dmcc', 'dmcc'],
  ['est', 'est'],
  ['establishment', 'est'],
  ['sae', 'sa'],
  ['sab', 'sa'],
  ['as', 'as'],
  ['ab', 'ab'],
  ['oy', 'oy'],
  ['kft', 'kft'],
  ['doo', 'llc'],
  ['eood', 'llc'],
  ['ood', 'llc'],
  ['jv', 'jv'],
];

/** Families: forms that mean the same legal shape in different languages are not a conflict. */
export const LEGAL_FAMILY: Record<string, string> = {
  llc: 'limited',
  ltd: 'limited',
  gmbh: 'limited',
  srl: 'limited',
  sarl: 'limited',
  spzoo: 'limited',
  pvt: 'limited',
  pte: 'limited',
  pty: 'limited',
  bv: 'limited',
  sl: 'limited',
  sas: 'stock',
  jsc: 'stock',
  ojsc: 'stock',
  cjsc: 'stock',
  pjsc: 'stock',
  sa: 'stock',
  ag: 'stock',
  nv: 'stock',
  spa: 'stock',
  plc: 'stock',
  as: 'stock',
  ab: 'stock',
  oy: 'stock',
  corp: 'corp',
  inc: 'corp',
  co: 'corp',
};

export const LEGAL_FORMS = new Map(LEGAL_FORM_LIST.map(([k, v]) => [k, v]));
export const LEGAL_FORM_MAX_WORDS = Math.max(...LEGAL_FORM_LIST.map(([k]) => k.split(' ').length));

/** Legal forms too short or ambiguous to recognise anywhere but at the end of a name. */
export const AMBIGUOUS_LEGAL = new Set([
  'co',
  'sa',
  'ag',
  'kg',
  'as',
  'ab',
  'oy',
  'sl',
  'nv',
  'bv',
  'lp',
  'ao',
  'too',
  'est',
  'jv',
  'sab',
  'sae',
  'doo',
  'ood',
  'pte',
  'pty',
  'pvt',
  'cia',
]);

const LEGAL_HINT =
  /\b(llc|l\.l\.c|ltd|limited|inc|corp|corporation|company|gmbh|s\.?a\.?|co\.|ooo|jsc|pjsc|plc|srl|sarl|b\.v|n\.v)\b/i;
export const hasLegalForm = (name: string): boolean => LEGAL_HINT.test(name);

/** Name particles: optional, low weight, and a frequent source of spelling differences. */
export const PARTICLES = new Set([
  'al',
  'el',
  'ul',
  'ud',
  'ad',
  'ar',
  'an',
  'as',
  'ash',
  'at',
  'az',
  'bin',
  'ben',
  'ibn',
  'bint',
  'binti',
  'abu',
  'abou',
  // Arabic-script forms after transliteration (بن, ابن, بنت, أبو).
  'bn',
  'abn',
  'bnt',
  'bw',
  'abw',
  'wld',
  'hjy',
  'hajy',
  'shykh',
  'mwlwy',
  'mla',
  'mullah',
  'qary',
  'ould',
  'walad',
  'de',
  'del',
  'della',
  'der',
  'den',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'du',
  'van',
  'von',
  'le',
  'la',
  'y',
  'e',
  'ten',
  'ter',
  'bar',
  'ap',
  'mac',
  'haji',
  'hajji',
  'mullah',
  'mawlawi',
  'maulvi',
  'qari',
  'sheikh',
  'shaikh',
  // Titles and forms of address typed before a name ("President Vladimir Putin", "Ayatollah Ali
  // Khamenei"): they weigh like particles, so an unlisted one does not count against the match
  // as an unknown name word would. Not Sayyed/Seyed: the lists write it as part of many Iranian
  // names, and as a particle it made a dropped middle name cost more.
  'ayatollah',
  'imam',
  'president',
  'minister',
  'excellency',
  'professor',
  'prof',
  'colonel',
  'sir',
]);

/** Spellings of the same particle (Arabic sun letters assimilate: ash-, ar-, as- are al-). */
export const PARTICLE_GROUP = new Map<string, string>();
for (const group of [
  'al el ul ar an as ash at az ad ud',
  'bin ben ibn bn abn',
  'bint binti bnt',
  'abu abou bw abw',
  'de del della di da do dos das du',
  'van von',
  'der den',
  'haji hajji hjy hajy',
  'ould walad wld',
  'sheikh shaikh shykh',
  'professor prof',
  'mawlawi maulvi mwlwy',
  'mullah mla',
  'qari qary',
]) {
  const [key, ...rest] = group.split(' ');
  for (const p of [key!, ...rest]) PARTICLE_GROUP.set(p, key!);
}

/** Dropped entirely: they carry no identity. */
export const STOPWORDS = new Set([
  'the',
  'of',
  'and',
  'for',
  'und',
  'et',
  'mr',
  'mrs',
  'ms',
  'dr',
  'jr',
  'sr',
  'ii',
  'iii',
  'aka',
  'fka',
  'nka',
  'dba',
]);

/**
 * Generic business words: whatever their frequency in the lists, their weight is capped so they
 * cannot make a match on their own (watchman's 'CORP' scores 100% problem).
 */
export const GENERIC_WORDS = new Set(
  (
    'trading trade traders international intl company general group groups holding holdings bank banking industries ' +
    'industry industrial services service enterprise enterprises import export imports exports investment investments ' +
    'global national development management commercial commerce shipping logistics petroleum oil gas energy ' +
    'construction engineering technology technologies tech systems solutions consulting foundation organization ' +
    'organisation association society institute center centre agency ministry bureau office department university ' +
    'research airlines airline aviation air marine maritime transport transportation electronics electronic electric ' +
    'manufacturing products partners capital finance financial resources exchange world united new first ' +
    'comercial compania sociedad grupo inversiones empresa empresas internacional nacional servicios industrias ' +
    'corporacion import export impex commodities goods supply supplies equipment materials chemical chemicals ' +
    'steel metals mining factory plant works store shop market markets office fund funds charity charitable ' +
    'relief islamic trust network media studio hotel hotels travel tours tourism sea ocean star line lines ' +
    'agro food foods textile textiles auto motors pharma pharmaceutical medical health care security defense ' +
    'defence military army forces force front movement party council committee brigade brigades battalion'
  ).split(/\s+/),
);

const NUMBER_WORDS: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  eighth: '8',
  ninth: '9',
  tenth: '10',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
};
export const numberWord = (token: string): string | undefined => NUMBER_WORDS[token];

export { VARIANT_OF } from './given-names';
