// Published duty texts of the three schedules: the text an officer reads, and the ad valorem
// percentage the comparisons count (never a converted specific duty).
import { describe, expect, it } from 'vitest';

import {
  isSeasonalRate,
  isWithinQuotaOnly,
  japanAppliedMfn,
  japanSeason,
  parseRate,
} from '../../../core/src/tariffs/parse-rate';

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
