// Published duty texts of the three schedules: the text an officer reads, and the ad valorem
// percentage the comparisons count (never a converted specific duty).
import { describe, expect, it } from 'vitest';

import { parseJapanCsv } from '../../../core/src/tariffs/import/parse-sources';
import {
  isConditionalRate,
  isSeasonalRate,
  isWithinQuotaOnly,
  japanAppliedMfn,
  JAPANESE_CONDITION_LEAD,
  japanSeason,
  parseRate,
  partyRates,
} from '../../../core/src/tariffs/parse-rate';
import { readBundled } from '../../../core/src/tariffs/sources';

describe('parseRate', () => {
  it('reads free, percentage and compound duties, flagging specific parts', () => {
    expect(parseRate('Free')).toEqual({ text: 'Free', adValorem: 0, hasSpecific: false });
    expect(parseRate('6.5%')).toEqual({ text: '6.5%', adValorem: 6.5, hasSpecific: false });
    expect(parseRate('2.8¢/kg + 4%')).toEqual({
      text: '2.8¢/kg + 4%',
      adValorem: 4,
      hasSpecific: true,
    });
    expect(parseRate('12.8% + 176.8 EUR / 100 kg')).toMatchObject({
      adValorem: 12.8,
      hasSpecific: true,
    });
    expect(parseRate('$1.035/kg')).toMatchObject({ adValorem: null, hasSpecific: true });
    expect(parseRate('')).toBeNull();
    expect(parseRate(undefined)).toBeNull();
  });

  it("shows Japan's free, bound and quota wordings in English", () => {
    expect(parseRate('無税')).toEqual({ text: 'Free', adValorem: 0, hasSpecific: false });
    expect(parseRate('(8.5%)')).toMatchObject({ text: '(8.5%)', adValorem: 8.5 });
    expect(parseRate('10円/kg')).toMatchObject({ adValorem: null, hasSpecific: true });
    expect(parseRate('関税割当数量以内のもの　無税 その他のもの 10%')).toEqual({
      text: 'within the tariff quota: Free; other: 10%',
      adValorem: 10,
      hasSpecific: false,
    });
    expect(parseRate('毎年4月1日から同年8月31日までに輸入されるもの　無税')).toEqual({
      text: '1 Apr-31 Aug: Free',
      adValorem: null,
      hasSpecific: false,
    });
  });
});

describe("Japan's duty formulas", () => {
  it('read in English, keeping the percentage and flagging the yen part', () => {
    expect(parseRate('29.8%又は23円/kgのうちいずれか高い税率')).toEqual({
      text: '29.8% or ¥23/kg, whichever is higher',
      adValorem: 29.8,
      hasSpecific: true,
    });
    expect(parseRate('（524円×1.002-課税価格）/kg又は54円/kgのうちいずれか低い税率')).toEqual({
      text: '(¥524×1.002-customs value)/kg or ¥54/kg, whichever is lower',
      adValorem: null,
      hasSpecific: true,
    });
    expect(parseRate('60%又は4,800円/足のうちいずれか高い税率')?.text).toBe(
      '60% or ¥4,800/pair, whichever is higher',
    );
    expect(parseRate('(8.5%＋290.70円/1,000本)')?.text).toBe('(8.5% + ¥290.70/1,000 pieces)');
    // The schedule's markers stay as printed; an unbound line says so.
    expect(parseRate('●2.2%又は非譲許')).toMatchObject({
      text: '●2.2% or no concession',
      adValorem: 2.2,
    });
  });
});

describe('isWithinQuotaOnly', () => {
  it('tells a preference given within a tariff quota only from one that gives both rates', () => {
    expect(isWithinQuotaOnly(parseRate('関税割当数量以内のもの　8%')?.text)).toBe(true);
    expect(
      isWithinQuotaOnly(parseRate('関税割当数量以内のもの　無税 その他のもの 10%')?.text),
    ).toBe(false);
    expect(isWithinQuotaOnly('Free')).toBe(false);
  });
});

describe('rates by season of import', () => {
  it('count the highest season, an upper bound, and say they are seasonal', () => {
    const roses = '8.50% (01 JAN-31 MAY, 1 NOV-31 DEC), 12.00% (01 JUN-31 OCT)';
    expect(parseRate(roses)).toEqual({ text: roses, adValorem: 12, hasSpecific: false });
    expect(isSeasonalRate(roses)).toBe(true);
    expect(isSeasonalRate('16% (1 Jun-30 Nov); 32% (1 Dec-31 May)')).toBe(true);
    // Alternatives that are not seasons keep the first, primary rate.
    expect(parseRate('5% or 3%')).toMatchObject({ adValorem: 5 });
    expect(isSeasonalRate('5% or 3%')).toBe(false);
    expect(isSeasonalRate(null)).toBe(false);
  });
});

describe('japanSeason', () => {
  it('names the season of import a Japanese line is priced for', () => {
    expect(japanSeason('1 毎年6月1日から同年11月30日までに輸入されるもの')).toBe('1 Jun-30 Nov');
    expect(japanSeason('(2)毎年12月1日から翌年5月31日までに輸入されるもの')).toBe('1 Dec-31 May');
    expect(japanSeason('2 毎年11月1日から翌年2月末日までに輸入されるもの')).toBe('1 Nov-end Feb');
    expect(japanSeason('オレンジ')).toBeNull();
  });
});

describe('japanAppliedMfn', () => {
  it('applies the WTO rate when lower, and a free national rate over a specific binding', () => {
    expect(japanAppliedMfn({ rate_general: '40%', rate_wto: '(32%)' })).toEqual({
      raw: '32%',
      column: 'WTO',
    });
    expect(japanAppliedMfn({ rate_general: '3%', rate_wto: '(5%)' })).toEqual({
      raw: '3%',
      column: 'general',
    });
    expect(
      japanAppliedMfn({ rate_temporary: '無税', rate_wto: '(8.5%＋290.70円/1,000本)' }),
    ).toEqual({ raw: '無税', column: 'temporary' });
  });
});

describe("Japan's rate conditions", () => {
  const nodes = parseJapanCsv(readBundled('jp_customs_tariff_2026-07-09.csv.gz'));
  const line = (code9: string) => nodes.find((node) => node.code9 === code9)!;
  const JAPANESE = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/;

  it('read in English on real lines, the percentage being the highest condition', () => {
    // 6109.10.010 (cotton T-shirts of yarns of different colours): RCEP gives Korea 6.8% for
    // embroidered, lace or patterned-knit shirts only.
    expect(parseRate(line('610910010').epa_rcep_korea)).toEqual({
      text: 'embroidered, with lace or with a patterned knit structure: 6.8%',
      adValorem: 6.8,
      hasSpecific: false,
    });
    expect(
      isConditionalRate('embroidered, with lace or with a patterned knit structure: 6.8%'),
    ).toBe(true);
    // Footwear: the WTO rate by toe-cap, 6.7% or 8%: the upper bound counts.
    const toeCap = nodes.find((node) => node.rate_wto?.startsWith('保護用の金属製トーキャップ'));
    expect(parseRate(toeCap?.rate_wto)).toMatchObject({
      text: 'with a protective metal toe-cap: 6.7%; other: 8%',
      adValorem: 8,
    });
    expect(parseRate('気密容器入りのもの以外のもの　無税')).toEqual({
      text: 'other than in airtight containers: Free',
      adValorem: 0,
      hasSpecific: false,
    });
    expect(parseRate('くろまぐろ（トゥヌス・オリエンタリス）　無税')?.text).toBe(
      'Pacific bluefin tuna (Thunnus orientalis): Free',
    );
  });

  it('names the parties and quotas a column prices separately', () => {
    const parties = parseRate(
      '（マレーシアに対する待遇）　3%\n（ベトナムに対する待遇）　2.6%\n（他の締約国に対する待遇）　1%',
    );
    expect(parties).toMatchObject({
      text: '(for Malaysia) 3% (for Vietnam) 2.6% (for other parties) 1%',
      adValorem: 3,
    });
    expect(partyRates(parties?.text)).toEqual([
      { parties: ['Malaysia'], text: '3%' },
      { parties: ['Vietnam'], text: '2.6%' },
      { parties: ['other parties'], text: '1%' },
    ]);
    expect(partyRates('(for Canada and New Zealand) 3% (for other parties) 1%')?.[0]).toEqual({
      parties: ['Canada', 'New Zealand'],
      text: '3%',
    });
    expect(
      parseRate(
        '世界貿易機関設立協定の日本国の譲許表における関税割当て　25%\nその他のもので、協定附属書2-D付録AのTWQ-JP3に定める関税割当数量以内のもの　無税',
      )?.text,
    ).toBe(
      "within the tariff quota of Japan's WTO schedule: 25%; other, within the tariff quota TWQ-JP3 of Annex 2-D, Appendix A: Free",
    );
  });

  it('puts gate prices and content formulas into English without reading a condition as the duty', () => {
    expect(parseRate('1キログラムにつき部分肉に係る基準輸入価格と課税価格との差額')).toEqual({
      text: 'per kg, the standard import price for cuts minus the customs value',
      adValorem: null,
      hasSpecific: true,
    });
    expect(
      parseRate(
        '1キログラムにつき、70円に重量比による乳糖の含有率が10%を超える1%ごとに7円を加えた額',
      ),
    ).toMatchObject({
      text: 'per kg, ¥70 plus ¥7 for each 1 percent of lactose content by weight above 10 percent',
      adValorem: null,
    });
    expect(
      parseRate('ミルクの天然の組成分の含有量の合計が乾燥状態において全重量の30%未満のもの　23.8%'),
    ).toMatchObject({ adValorem: 23.8, hasSpecific: false });
  });

  it('says so when a condition is printed in Japanese only', () => {
    const rate = parseRate('スルホマー（INN）　無税');
    expect(rate?.text).toBe(`${JAPANESE_CONDITION_LEAD} スルホマー(INN) Free`);
    expect(isConditionalRate(rate?.text)).toBe(true);
  });

  it('leaves few rate cells of the bundled tariff holding Japanese', () => {
    let cells = 0;
    let japanese = 0;
    for (const node of nodes) {
      for (const [column, raw] of Object.entries(node)) {
        if (!/^(rate_|epa_|us_)/.test(column) || !raw) continue;
        cells += 1;
        if (JAPANESE.test(parseRate(raw)!.text.replace(JAPANESE_CONDITION_LEAD, ''))) japanese += 1;
      }
    }
    expect(cells).toBe(201_100);
    // 861 before the conditions were put into English; 3 are left ("編み上げたもの", "スルホマー").
    expect(japanese).toBeLessThanOrEqual(3);
  });
});
