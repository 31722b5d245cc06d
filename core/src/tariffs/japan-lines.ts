// Japan's national lines in English. The import stores a line's description as the English HS
// subheading text joined with the line's own Japanese text ("T-shirts …: of cotton — 1
// 異なる色の糸から成るもの及びなせんしたもの"); this reads the Japanese part in English where our
// glossary has it (the project's own translations, like japan-conditions.ts) and otherwise names
// the national line instead, keeping the published Japanese for whoever wants it.
import { JAPAN_GOODS_CONDITIONS } from './japan-conditions';
import { japanSeason } from './parse-rate';

/** The most frequent texts of Japan's national lines (about 40% of its 9,653 lines). */
const JAPAN_LINE_TEXTS: Record<string, string> = {
  その他のもの: 'Other',
  '(b)その他のもの': 'Other',
  その他の機器: 'Other apparatus',
  その他の機械: 'Other machines',
  その他の紡織用繊維製のもの: 'Of other textile materials',
  毛皮付きのもの: 'With fur',
  綿製のもの: 'Of cotton',
  '絹の重量が全重量の10%を超えるもの': 'Containing more than 10 percent by weight of silk',
  '合成繊維若しくはアセテート繊維又はこれらの繊維を合わせたものの重量が全重量の10%を超えるもの':
    'Containing more than 10 percent by weight of synthetic or acetate fibres, or both together',
  '合成繊維又はこれとアセテート繊維を合わせたものの重量が全重量の50%を超えるもの':
    'Containing more than 50 percent by weight of synthetic fibres, alone or with acetate fibres',
  '炭素の含有量が全重量の0.6%未満のもの': 'Containing less than 0.6 percent by weight of carbon',
  異なる色の糸から成るもの及びなせんしたもの: 'Of yarns of different colours, and printed',
  部分品: 'Parts',
  部分品及び附属品: 'Parts and accessories',
  小売用の容器入りにしたもの: 'In containers for retail sale',
  ろうけつ染めしたもの: 'Batik-dyed',
  模様編みの組織を有するもの: 'With a patterned knit structure',
  合金工具鋼のもの: 'Of alloy tool steel',
  合金鋼製のもの: 'Of alloy steel',
  高速度鋼のもの: 'Of high-speed steel',
  冷凍したもの: 'Frozen',
  冷蔵したもの: 'Chilled',
  生鮮のもの: 'Fresh',
  パルプ状のもの: 'In pulp form',
  数値制御式のもの: 'Numerically controlled',
  ポリエステル製のもの: 'Of polyester',
  ポリプロピレン製のもの: 'Of polypropylene',
  他の繊維を混ぜたもの: 'Mixed with other fibres',
  針葉樹のもの: 'Coniferous',
  自動車用のもの: 'For motor vehicles',
  いのししのもの: 'Of wild boar',
  内臓: 'Offal',
  浮袋: 'Swim bladders',
  降伏点が355メガパスカル以上のもの: 'With a yield point of 355 MPa or more',
  降伏点が275メガパスカル以上のもの: 'With a yield point of 275 MPa or more',
  '漂白してないもの(マーセライズしたものを除く。)': 'Unbleached (not mercerised)',
};

const JAPANESE = /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/;

/** A line's own text without its numbering ("1 ", "(2)", "B ", "−− ") and with half-width forms. */
const bareLineText = (text: string) =>
  text
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/％/g, '%')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:[−-]+ ?)?(?:\(\d{1,2}\) ?|\d{1,2} |[A-Z] )?(?:[−-]+ ?)?/, '')
    .trim();

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One national line text in English, or null when the glossaries lack it. */
export const japanLineInEnglish = (text: string): string | null => {
  const season = japanSeason(text);
  if (season) return `Imported ${season}`;
  const bare = bareLineText(text);
  if (!JAPANESE.test(bare)) return bare || null;
  const english =
    JAPAN_LINE_TEXTS[bare] ??
    JAPAN_GOODS_CONDITIONS[bare] ??
    JAPAN_GOODS_CONDITIONS[bare.replace(/^(.*?)(?:のもの)?$/, '$1')];
  return english ? capitalised(english) : null;
};

const formatCode = (code: string) =>
  code.length > 6 ? `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}` : code;

/**
 * A Japanese rate row's description in English: the HS text with the national line's own text in
 * English, or with the national line's number where the text has no English here. `published` is
 * the Japanese as the schedule prints it; null for other rows.
 */
export const japanDescription = (
  description: string,
  hsCode: string,
): { description: string; published: string | null } => {
  const at = description.lastIndexOf(' — ');
  const own = at < 0 ? '' : description.slice(at + 3);
  if (!JAPANESE.test(own)) return { description, published: null };
  const english = description.slice(0, at);
  const parts = own.split(' / ').map(japanLineInEnglish);
  return {
    description: parts.every((part) => part)
      ? `${english} — ${parts.join(' / ')}`
      : `${english} — national line ${formatCode(hsCode)}`,
    published: own,
  };
};
