// Published duty text -> ad valorem percent. The text is kept as published, with Japan's fixed
// wordings in English (無税 → Free, 円 → ¥, 又は → or); the percent is only what the text states as
// a percentage of value. Specific (per unit) parts are flagged, never
// converted, because that needs the goods' weight or volume.
//   US HTS: 'Free', '6.5%', '2.8¢/kg + 4%', '$1.035/kg', '15¢/kg'
//   EU CET: '0.0%', '12.8% + 176.8 EUR / 100 kg', 'MIN 5 EUR / 100 kg'
//   Japan:  '無税' (free), '3%', '(3%)' (bound rate in brackets), '10円/kg', quota wording

import { JAPAN_GOODS_CONDITIONS, JAPAN_PARTIES } from './japan-conditions';

export interface ParsedRate {
  /** Display text: Japanese 無税 is shown as 'Free'. */
  text: string;
  adValorem: number | null;
  hasSpecific: boolean;
}

const SPECIFIC =
  /(¢|\$|€|¥|円|EUR|USD|JPY|\/\s*(kg|l|t|m|item|doz|pr|head|kl|gross|liter|litre|pcs|no\.?)\b|per\s)/i;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const SEASON =
  /毎年(\d{1,2})月(\d{1,2})日から(?:同年|翌年)(\d{1,2})月(\d{1,2}日|末日)まで(?:に輸入されるもの)?/;

/**
 * The season of import a Japanese text prices goods for, in English ("1 Jun-30 Nov"), or null when
 * it names none: "毎年6月1日から同年11月30日までに輸入されるもの" is goods imported from 1 June to 30
 * November of each year (翌年: of the next year; 末日: the month's last day, "end Feb").
 */
export const japanSeason = (text: string): string | null => {
  const match = SEASON.exec(text);
  if (!match) return null;
  const [, fromMonth, fromDay, toMonth, toDay] = match;
  const month = (number: string) => MONTHS[Number(number) - 1];
  const to =
    toDay === '末日' ? `end ${month(toMonth!)}` : `${parseInt(toDay!, 10)} ${month(toMonth!)}`;
  return `${Number(fromDay)} ${month(fromMonth!)}-${to}`;
};

/**
 * The fixed Japanese wordings of a rate's conditions and formulas, in English: "29.8%又は23円/kgの
 * うちいずれか高い税率" is "29.8% or ¥23/kg, whichever is higher". Markers whose meaning the schedule's
 * notes give (●, ◎, ◆, ※, *) stay as printed.
 */
const JAPANESE_WORDINGS: Array<[RegExp, (match: string, ...groups: string[]) => string]> = [
  [new RegExp(SEASON.source, 'g'), (match) => `${japanSeason(match)}:`],
  [/関税割当数量以内のもの/g, () => 'within the tariff quota:'],
  [/関税割当数量以外のもの/g, () => 'outside the tariff quota:'],
  [/その他のもの/g, () => 'other:'],
  [/のうちいずれか高い税率/g, () => ', whichever is higher'],
  [/のうちいずれか低い税率/g, () => ', whichever is lower'],
  [/又は/g, () => ' or '],
  [/非譲許/g, () => 'no concession'],
  [/課税価格/g, () => 'customs value'],
  [/([\d,]+(?:\.\d+)?)円/g, (_match, amount) => `¥${amount}`],
  [/＋/g, () => ' + '],
  [/（/g, () => '('],
  [/）/g, () => ')'],
  [/〜/g, () => '-'],
  [/\/頭/g, () => '/head'],
  [/\/足/g, () => '/pair'],
  [/([\d,]+)本/g, (_match, count) => `${count} pieces`],
  [/㎡/g, () => 'm²'],
];

/** Japanese script (kana, kanji, full-width forms): only such texts need putting into English. */
const JAPANESE = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/;

/** What a rate text still holding Japanese after the fixed wordings and conditions starts with. */
export const JAPANESE_CONDITION_LEAD = 'Conditional (condition as published in Japanese):';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A condition starts a clause and is followed by its rate, "以外のもの" (other than), "のもの" or a
// connector; the longest match wins ("さんま及びさわら" before "さんま").
const GOODS_CONDITION = new RegExp(
  `(?<=^|\\s|及び|、)(${Object.keys(JAPAN_GOODS_CONDITIONS)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?=\\s|以外|のもの|及び|で、|であって、|$)`,
  'g',
);

/** "(カナダ及びニュージーランドに対する待遇)" -> " (for Canada and New Zealand)", if all are known. */
const forParties = (match: string, parties: string) => {
  const names = parties.split(/、|及び/).map((party) => JAPAN_PARTIES[party]);
  if (names.some((name) => !name)) return match;
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  return ` (for ${list})`;
};

const WTO_QUOTA = '世界貿易機関設立協定の日本国の譲許表における関税割当て';

/**
 * The conditions a Japanese rate cell prints (which goods, which party, which quota) and its
 * formulas naming prices, in English. A goods condition is written "§condition¶" until the end,
 * where ¶ becomes the colon before its rate and § a clause break.
 */
const JAPANESE_CONDITIONS: Array<[RegExp, (match: string, ...groups: string[]) => string]> = [
  [/\(([^()]+?)に対する待遇\)/g, forParties],
  [
    new RegExp(
      `${WTO_QUOTA}以外のもので、附属書2-A第3編第B節(\\d+)に定める関税割当数量以内のもの`,
      'g',
    ),
    (_match, paragraph) =>
      `outside the tariff quota of Japan's WTO schedule, within the tariff quota of Annex 2-A, Part 3, Section B-${paragraph}:`,
  ],
  [
    new RegExp(`${WTO_QUOTA}以外のものであって、`, 'g'),
    () => "outside the tariff quota of Japan's WTO schedule, ",
  ],
  [new RegExp(WTO_QUOTA, 'g'), () => "within the tariff quota of Japan's WTO schedule:"],
  [/その他のもの(?:であって|で)、/g, () => 'other, '],
  [
    /(?:協定)?附属書2-D付録Aの([A-Z]{3}-JP\d+)に定める関税割当数量以内のもの/g,
    (_match, quota) => `within the tariff quota ${quota} of Annex 2-D, Appendix A:`,
  ],
  [
    /([A-Z]{3}-JP\d+)に定める関税割当数量以内のもの/g,
    (_match, quota) => `within the tariff quota ${quota}:`,
  ],
  [/欧州連合向けの関税割当て/g, () => 'within the tariff quota for the EU:'],
  [GOODS_CONDITION, (condition) => `§${JAPAN_GOODS_CONDITIONS[condition]}¶`],
  [/§([^§¶]*)¶(?:のもの)?以外のもの/g, (_match, condition) => `§other than ${condition}¶`],
  [/¶のもの/g, () => '¶'],
  [/¶(?:であって|で)、/g, () => ', '],
  // Gate prices and formulas naming a price or a content
  [
    /1キログラムにつき(部分肉|枝肉)に係る基準輸入価格と課税価格との差額/g,
    (_match, cut) =>
      `per kg, the standard import price for ${cut === '枝肉' ? 'carcasses' : 'cuts'} minus the customs value`,
  ],
  [
    /1頭につき、生きている豚に係る基準輸入価格と課税価格との差額/g,
    () => 'per head, the standard import price for live pigs minus the customs value',
  ],
  [
    /1キログラムにつき豚肉加工品に係る基準輸入価格に([\d.]+)を乗じて得た額と課税価格に([\d.]+)を乗じて得た額との差額/g,
    (_match, price, value) =>
      `per kg, ${price} × the standard import price for processed pork minus ${value} × the customs value`,
  ],
  [
    /1キログラムにつき、([\d,.]+円)に重量比による乳糖の含有率が10%を超える1%ごとに([\d,.]+円)を加えた額/g,
    (_match, base, step) =>
      `per kg, ${base} plus ${step} for each 1 percent of lactose content by weight above 10 percent`,
  ],
  [
    /(?:当該)?原産品に含まれる砂糖の重量(?:1kg|1キログラム)につき([\d,.]+円)/g,
    (_match, amount) => `${amount}/kg of sugar contained in the originating goods`,
  ],
  [/ただしその税率が(\S+?)を下回る場合は\1/g, (_match, floor) => `, but not less than ${floor}`],
  [
    /\(ただしその税率が(\S+?)を上回る場合は\1とする\)/g,
    (_match, cap) => ` (but not more than ${cap})`,
  ],
  [/\(一部([^()]+)\)/g, (_match, rate) => `(${rate} for part of the line)`],
  [/免税/g, () => 'Free (exempt)'],
  [
    /(\d+)万円/g,
    (_match, tenThousands) => `${(Number(tenThousands) * 10000).toLocaleString('en')}円`,
  ],
  [/\/枚/g, () => '/sheet'],
  [/\/本/g, () => '/piece'],
];

/** A Japanese rate text in English (see JAPANESE_WORDINGS); other texts as they are. */
const inEnglish = (text: string) => {
  if (!JAPANESE.test(text)) return text;
  let english = text.replace(/（/g, '(').replace(/）/g, ')').replace(/％/g, '%');
  for (const [wording, put] of JAPANESE_CONDITIONS) english = english.replace(wording, put);
  english = english.replace(/無税/g, 'Free');
  for (const [wording, put] of JAPANESE_WORDINGS) english = english.replace(wording, put);
  english = english
    .replace(/¶/g, ':')
    .replace(/([^\s,]) §/g, '$1; ')
    .replace(/§/g, '')
    .replace(/、/g, ', ')
    .replace(/\)及び(?=within)/g, ') and ')
    .replace(/:\(/g, ': (')
    .replace(/([^\s,]) (other[:,]|outside the tariff quota:)/g, '$1; $2')
    .replace(/(%|Free|kg) (within the tariff quota)/g, '$1; $2')
    .replace(/ ,/g, ',')
    .replace(/ {2,}/g, ' ')
    .trim();
  return JAPANESE.test(english) ? `${JAPANESE_CONDITION_LEAD} ${english}` : english;
};

/** The English of every goods condition, as inEnglish writes them. */
const GOODS_CONDITIONS_IN_ENGLISH = [
  ...new Set(Object.values(JAPAN_GOODS_CONDITIONS).map((english) => `${english}:`)),
];

/**
 * A rate given for some goods of the line only ("embroidered, of lace or with lace: 5.2%; other:
 * 4.3%", "Pacific bluefin tuna (Thunnus orientalis): Free"), or one whose condition is printed in
 * Japanese only: the percentage counted does not hold for every product of the line.
 */
export const isConditionalRate = (text: string | null | undefined): boolean =>
  text != null &&
  (text.startsWith(JAPANESE_CONDITION_LEAD) ||
    text.includes('for part of the line)') ||
    GOODS_CONDITIONS_IN_ENGLISH.some((condition) => text.includes(condition)) ||
    /other than [^:;]+:/.test(text));

/**
 * The rates a column gives party by party ("(for Malaysia) 3% (for other parties) 1%"), or null
 * when the text names no party.
 */
export const partyRates = (
  text: string | null | undefined,
): Array<{ parties: string[]; text: string }> | null => {
  if (!text?.startsWith('(for ')) return null;
  const parts = [...text.matchAll(/\(for ([^)]+)\) ((?:(?!\(for ).)+)/g)];
  if (!parts.length) return null;
  return parts.map(([, parties, rate]) => ({
    parties: parties!.split(/, | and /),
    text: rate!.trim(),
  }));
};

/**
 * A preference granted within a tariff quota only: the text gives no rate for goods beyond it
 * ("within the tariff quota: 8%", where "within the tariff quota: Free; other: 10%" gives both).
 */
export const isWithinQuotaOnly = (text: string | null | undefined): boolean =>
  text != null &&
  /within the tariff quota\b[^:;]*:/.test(text) &&
  !/\b(?:other|outside the tariff quota):/.test(text);

/**
 * A rate that depends on when the goods are imported: Japan's seasons as parseRate and the import
 * write them ("16% (1 Jun-30 Nov); 32% (1 Dec-31 May)"), or the EU's date ranges ("8.50% (01
 * JAN-31 MAY, 1 NOV-31 DEC), 12.00% (01 JUN-31 OCT)").
 */
export const isSeasonalRate = (text: string | null | undefined): boolean =>
  text != null && /\(\d{1,2} [A-Za-z]{3}-(?:\d{1,2}|end) [A-Za-z]{3}\b/.test(text);

/**
 * A rate by goods condition or by party ("with a protective metal toe-cap: 6.7%; other: 10%",
 * "(for Malaysia) 3% (for other parties) 1%"): the highest of its clauses, an upper bound the
 * comparison calls one (Free counts 0). None when a clause has no percentage (a specific duty).
 */
const highestClause = (text: string): number | null => {
  const clauses = partyRates(text)?.map((party) => party.text) ?? text.split('; ');
  const rates = clauses.map((clause) => {
    const percent = /(\d+(?:\.\d+)?)\s*%/.exec(clause);
    if (percent) return Number(percent[1]);
    return /\bFree\b/.test(clause) ? 0 : null;
  });
  return rates.some((rate) => rate == null) ? null : Math.max(...(rates as number[]));
};

export const parseRate = (raw: string | null | undefined): ParsedRate | null => {
  if (raw == null) return null;
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (!collapsed) return null;
  const text = inEnglish(collapsed);
  const bare = text.replace(/^\((.*)\)$/, '$1').trim();
  if (/^free\b/i.test(bare)) return { text, adValorem: 0, hasSpecific: false };
  const percents = [...bare.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
  const withoutPercents = bare.replace(/(\d+(?:\.\d+)?)\s*%/g, '');
  const hasSpecific = SPECIFIC.test(withoutPercents);
  // One percentage: that is the ad valorem part. Several by season of import (the EU's roses, 8.5%
  // in winter and 12% in summer): the highest, an upper bound. Several otherwise (alternatives,
  // 'or' clauses): the first, which is the primary rate in every source we load; the text stays
  // available for the rest.
  if (isConditionalRate(bare) || partyRates(bare)) {
    return { text, adValorem: highestClause(bare), hasSpecific };
  }
  const adValorem = percents.length
    ? isSeasonalRate(bare)
      ? Math.max(...percents)
      : percents[0]!
    : null;
  return { text, adValorem, hasSpecific };
};

/**
 * Japan's applied MFN: the WTO rate when lower than the temporary (or else general) rate. A free
 * national rate is the lowest there is, whatever the WTO column binds (cigarettes: temporary rate
 * free, WTO "(8.5%＋290.70円/1,000本)").
 */
export const japanAppliedMfn = (row: {
  rate_general?: string;
  rate_temporary?: string;
  rate_wto?: string;
}): { raw: string; column: string } | null => {
  const national = row.rate_temporary
    ? { raw: row.rate_temporary, column: 'temporary' }
    : row.rate_general
      ? { raw: row.rate_general, column: 'general' }
      : null;
  const wto = row.rate_wto
    ? { raw: row.rate_wto.replace(/^\((.*)\)$/, '$1'), column: 'WTO' }
    : null;
  if (!national) return wto;
  if (!wto) return national;
  const n = parseRate(national.raw);
  const w = parseRate(wto.raw);
  if (n?.adValorem === 0 && !n.hasSpecific) return national;
  if (n?.adValorem != null && w?.adValorem != null && !n.hasSpecific && !w.hasSpecific) {
    return w.adValorem < n.adValorem ? wto : national;
  }
  // Not comparable as percents (specific duties): the WTO column binds the applied rate.
  return wto;
};
