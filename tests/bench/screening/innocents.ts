import { prepareName } from '../../../core/src/screening/engine/normalize';
import type { WatchlistEntity } from '../../../core/src/screening/engine/types';
import type { Rng } from './rng';
import { COMPOUND_SURNAME } from './variations';

/**
 * Names that must not match. Near misses share a surname that is common on the lists (Hussein,
 * Ivanov, Wang, Garcia...) but carry different given names; companies use the generic words
 * listed firms are full of ("trading", "international", "bank").
 */
const COMMON_SURNAMES = [
  'Hussein',
  'Hassan',
  'Ali',
  'Ahmed',
  'Khan',
  'Rahman',
  'Abdullah',
  'Ibrahim',
  'Mahmoud',
  'Saleh',
  'Haddad',
  'Ivanov',
  'Petrov',
  'Smirnov',
  'Kuznetsov',
  'Popov',
  'Sokolov',
  'Volkov',
  'Morozov',
  'Novikov',
  'Fedorov',
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Garcia',
  'Rodriguez',
  'Lopez',
  'Martinez',
  'Gonzalez',
  'Hernandez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
];
const GIVEN_NAMES = [
  'Emily',
  'Oliver',
  'Charlotte',
  'Lucas',
  'Sophie',
  'Mateo',
  'Hannah',
  'Noah',
  'Chloe',
  'Liam',
  'Grace',
  'Ethan',
  'Isabel',
  'Daniel',
  'Laura',
  'Thomas',
  'Nadia',
  'Karim',
  'Leila',
  'Samir',
  'Rania',
  'Tamer',
  'Dina',
  'Fadi',
  'Irina',
  'Boris',
  'Oksana',
  'Denis',
  'Kseniya',
  'Artem',
  'Polina',
  'Timur',
  'Mei',
  'Jun',
  'Xiaoling',
  'Hao',
  'Lucia',
  'Diego',
  'Valentina',
  'Pablo',
  'Camila',
  'Andres',
  'Martina',
  'Hugo',
];
const WESTERN = [
  'John Smith',
  'Mary Johnson',
  'Robert Brown',
  'Patricia Miller',
  'Michael Davis',
  'Linda Wilson',
  'William Moore',
  'Elizabeth Taylor',
  'David Anderson',
  'Barbara Thomas',
  'Richard Jackson',
  'Susan White',
  'Joseph Harris',
  'Jessica Martin',
  'Charles Thompson',
  'Sarah Clark',
  'Christopher Lewis',
  'Karen Walker',
  'Matthew Hall',
  'Nancy Allen',
  'Anna Schmidt',
  'Lukas Weber',
  'Marie Dubois',
  'Pierre Lefebvre',
  'Giulia Rossi',
  'Marco Bianchi',
  'Sven Johansson',
  'Ingrid Larsen',
  'Pieter de Vries',
  'Sanne Jansen',
];
const COMPANY_WORDS = [
  'Global',
  'International',
  'National',
  'United',
  'General',
  'First',
  'Pacific',
  'Atlantic',
  'Oriental',
  'Green',
  'Sunrise',
  'Atlas',
  'Summit',
  'Pioneer',
  'Horizon',
  'Silver',
  'Golden',
  'Eastern',
  'Northern',
  'Premier',
];
const COMPANY_NOUNS = [
  'Trading',
  'Shipping',
  'Logistics',
  'Holdings',
  'Investment',
  'Development',
  'Industrial',
  'Energy',
  'Technology',
  'Services',
  'Import Export',
  'Engineering',
  'Construction',
  'Commerce',
  'Capital',
  'Solutions',
  'Bank',
  'Group',
];
const COMPANY_FORMS = [
  'Company',
  'LLC',
  'Ltd',
  'Co., Ltd.',
  'Corp',
  'GmbH',
  'S.A.',
  'Inc',
  'Limited',
  'JSC',
];

const contentKeys = (name: string) =>
  prepareName(name)
    .tokens.filter((t) => t.kind === 'core' || t.kind === 'generic' || t.kind === 'number')
    .map((t) => t.group ?? t.fold);

/**
 * A candidate is only innocent if no single listed name contains all of its words (after
 * transliteration folding and given-name groups): "Ali Hassan" is a fair hit on "Ali Hassan
 * al-Majid", so it is not used as an innocent. Fuzzy look-alikes are deliberately kept.
 */
export const buildInnocents = (entities: WatchlistEntity[], rng: Rng, count: number): string[] => {
  const listed = entities
    .flatMap((e) => [e.name, ...e.aliases.map((a) => a.name)])
    .map((n) => new Set(contentKeys(n)));
  const byKey = new Map<string, Set<string>[]>();
  for (const keys of listed) for (const k of keys) byKey.set(k, [...(byKey.get(k) ?? []), keys]);
  const isListed = (name: string) => {
    const keys = contentKeys(name);
    if (keys.length === 0) return true;
    return (byKey.get(keys[0]!) ?? []).some((set) => keys.every((k) => set.has(k)));
  };
  const out = new Set<string>();
  for (const name of WESTERN) if (!isListed(name)) out.add(name);
  // A common given name with one half of a listed hyphenated surname: "John Smith" is not
  // "JOHN B. PRIDMORE-SMITH".
  const compound = rng.shuffle(
    entities.filter((e) => e.entityType === 'individual' && COMPOUND_SURNAME.test(e.name)),
  );
  let compounds = 0;
  for (const e of compound) {
    if (compounds >= Math.round(count / 6)) break;
    const hyphenated = COMPOUND_SURNAME.exec(e.name);
    if (!hyphenated) continue;
    const half = hyphenated[rng.int(2) + 1]!;
    const given = e.name
      .split(/[\s,]+/)
      .find((w) => w !== hyphenated[0] && w.length >= 3 && !w.includes('.'));
    if (!given) continue;
    const name = `${given} ${half}`;
    if (half.length < 3 || isListed(name) || out.has(name)) continue;
    out.add(name);
    compounds += 1;
  }
  let guard = 0;
  while (out.size < count && guard < count * 50) {
    guard += 1;
    const kind = rng.int(3);
    const name =
      kind < 2
        ? `${rng.pick(GIVEN_NAMES)} ${rng.pick(COMMON_SURNAMES)}`
        : `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_NOUNS)} ${rng.pick(COMPANY_FORMS)}`;
    if (!isListed(name)) out.add(name);
  }
  return [...out].slice(0, count);
};
