// Published duty text -> ad valorem percent. The text is kept as published, with Japan's fixed
// wordings in English (無税 → Free, 円 → ¥, 又は → or); the percent is only what the text states as
// a percentage of value. Specific (per unit) parts are flagged, never
// converted, because that needs the goods' weight or volume.
//   US HTS: 'Free', '6.5%', '2.8¢/kg + 4%', '$1.035/kg', '15¢/kg'
//   EU CET: '0.0%', '12.8% + 176.8 EUR / 100 kg', 'MIN 5 EUR / 100 kg'
//   Japan:  '無税' (free), '3%', '(3%)' (bound rate in brackets), '10円/kg', quota wording

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

/** A Japanese rate text in English (see JAPANESE_WORDINGS); other texts as they are. */
const inEnglish = (text: string) => {
  if (!JAPANESE.test(text)) return text;
  let english = text.replace(/無税/g, 'Free');
  for (const [wording, put] of JAPANESE_WORDINGS) english = english.replace(wording, put);
  return english
    .replace(/(\S) (other:|outside the tariff quota:)/g, '$1; $2')
    .replace(/ {2,}/g, ' ')
    .trim();
};

/**
 * A preference granted within a tariff quota only: the text gives no rate for goods beyond it
 * ("within the tariff quota: 8%", where "within the tariff quota: Free; other: 10%" gives both).
 */
export const isWithinQuotaOnly = (text: string | null | undefined): boolean =>
  text != null &&
  text.includes('within the tariff quota:') &&
  !/\b(?:other|outside the tariff quota):/.test(text);

/**
 * A rate that depends on when the goods are imported: Japan's seasons as parseRate and the import
 * write them ("16% (1 Jun-30 Nov); 32% (1 Dec-31 May)"), or the EU's date ranges ("8.50% (01
 * JAN-31 MAY, 1 NOV-31 DEC), 12.00% (01 JUN-31 OCT)").
 */
export const isSeasonalRate = (text: string | null | undefined): boolean =>
  text != null && /\(\d{1,2} [A-Za-z]{3}-(?:\d{1,2}|end) [A-Za-z]{3}\b/.test(text);

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
