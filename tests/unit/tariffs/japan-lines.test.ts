// Japan's national lines read in English: the line's own text where the glossary has it, else the
// national line's number; the published Japanese stays available beside it.
import { describe, expect, it } from 'vitest';

import { parseJapanCsv } from '../../../core/src/tariffs/import/parse-sources';
import { japanDescription, japanLineInEnglish } from '../../../core/src/tariffs/japan-lines';
import { readBundled } from '../../../core/src/tariffs/sources';

const SHIRTS = 'T-shirts, singlets and other vests, knitted or crocheted: of cotton';

describe('japanDescription', () => {
  it('puts the national line text into English, without its numbering', () => {
    expect(japanDescription(`${SHIRTS} — 2 その他のもの`, '610910020')).toEqual({
      description: `${SHIRTS} — Other`,
      published: '2 その他のもの',
    });
    expect(
      japanDescription(`${SHIRTS} — 1 異なる色の糸から成るもの及びなせんしたもの`, '610910010'),
    ).toEqual({
      description: `${SHIRTS} — Of yarns of different colours, and printed`,
      published: '1 異なる色の糸から成るもの及びなせんしたもの',
    });
    expect(japanLineInEnglish('− くん製したもの')).toBe('Smoked');
    expect(japanLineInEnglish('(2) 毎年12月1日から翌年5月31日までに輸入されるもの')).toBe(
      'Imported 1 Dec-31 May',
    );
  });

  it('names the national line where its text has no English here, and leaves other rows alone', () => {
    expect(japanDescription('Wheat and meslin — − 政府が輸入するもの', '100119100')).toEqual({
      description: 'Wheat and meslin — national line 1001.19.100',
      published: '− 政府が輸入するもの',
    });
    expect(japanDescription('Men’s trousers — of cotton', '6203424011')).toEqual({
      description: 'Men’s trousers — of cotton',
      published: null,
    });
  });

  it('leaves no Japanese in the description of any line of the bundled tariff', () => {
    const nodes = parseJapanCsv(readBundled('jp_customs_tariff_2026-07-09.csv.gz'));
    const lines = nodes.filter((node) => node.is_leaf === '1' && node.code9);
    const described = lines.map(
      (node) => japanDescription(`HS text — ${node.description_ja}`, node.code9!).description,
    );
    expect(
      described.filter((text) => /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/.test(text)),
    ).toEqual([]);
    // Most lines read in English; the rest are named by their number.
    const named = described.filter((text) => text.includes('— national line ')).length;
    expect(named / lines.length).toBeLessThan(0.65);
  });
});
