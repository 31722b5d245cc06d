// Our own English for the conditions Japan's tariff prints inside a rate cell ("ししゅうしたもの、
// レースを使用したもの及び模様編みの組織を有するもの 6.8% その他のもの 5.7%": embroidered goods
// 6.8%, others 5.7%). These are the project's translations, not sourced data: each renders one
// condition of the schedule as published (Japan Customs' tariff, 2026-07-09). A condition missing
// here stays in Japanese and parseRate says so. Percentages inside a condition are written
// "percent" so that they are never read as the duty.

/** Goods a rate is given for (full-width brackets and ％ already made half-width). */
export const JAPAN_GOODS_CONDITIONS: Record<string, string> = {
  // Textiles and footwear (chapters 61-64)
  'ししゅうしたもの、レースを使用したもの及び模様編みの組織を有するもの':
    'embroidered, with lace or with a patterned knit structure',
  'ししゅうしたもの、レース製のもの及びレースを使用したもの': 'embroidered, of lace or with lace',
  '合成繊維製のもの(ししゅうしたもの、レースを使用したもの及び模様編みの組織を有するものに限る)':
    'of synthetic fibres (embroidered, with lace or with a patterned knit structure only)',
  '合成繊維製のもの(ししゅうしたもの、レースを使用したもの及び模様編みの組織を有するものを除く)':
    'of synthetic fibres (excluding embroidered, with lace or with a patterned knit structure)',
  'ポリエステルのもの(ししゅうしたもの、レースを使用したもの及び模様編みの組織を有するものを除く)':
    'of polyester (excluding embroidered, with lace or with a patterned knit structure)',
  合成繊維製のもの: 'of synthetic fibres',
  人造繊維製のもの: 'of man-made fibres',
  再生繊維又は半合成繊維製のもの: 'of regenerated or semi-synthetic fibres',
  羊毛製又は繊獣毛製のもの: 'of wool or fine animal hair',
  'ゴムを染み込ませ、塗布し又は被覆したもの': 'impregnated, coated or covered with rubber',
  'JIS L-1017に定める試験方法によるよこ糸の伸度が70%以上の糸を使用したもの':
    'of yarn with a weft elongation of 70 percent or more by the test method of JIS L-1017',
  '絹製の帯(幅が30センチメートル以上で、長さが4メートル以上のもの)':
    'silk obi (30 cm or more wide and 4 m or more long)',
  ネクタイ: 'ties',
  縫製したもの: 'sewn',
  男子用のもの: "men's or boys'",
  女子用のもの: "women's or girls'",
  膝を覆うもの: 'covering the knee',
  ひざを覆うもの: 'covering the knee',
  保護用の金属製トーキャップを有するもの: 'with a protective metal toe-cap',
  'ベース又はプラットホームが木製のもので、中敷き又は保護用の金属製トーキャップを有しないもの':
    'with a wooden base or platform, without an inner sole or a protective metal toe-cap',
  // Fish and seafood (chapters 3 and 16)
  気密容器入りのもの: 'in airtight containers',
  'くろまぐろ(トゥヌス・オリエンタリス)': 'Pacific bluefin tuna (Thunnus orientalis)',
  'くろまぐろ(トゥヌス・ティヌス)': 'Atlantic bluefin tuna (Thunnus thynnus)',
  さんま: 'Pacific saury',
  'さんま(コロラビス属のもの)': 'saury (Cololabis)',
  'さんま(コロラビス属のもの)(コロラビス・サイラを除く。)':
    'saury (Cololabis, excluding Cololabis saira)',
  'さんま(コロラビス属のもの)(コロラビス・サイラを除く。)及びさわら':
    'saury (Cololabis, excluding Cololabis saira) and sawara (Spanish mackerel)',
  さんま及びさわら: 'Pacific saury and sawara (Spanish mackerel)',
  さわら: 'sawara (Spanish mackerel)',
  くらげ: 'jellyfish',
  うに: 'sea urchins',
  うに及びくらげ: 'sea urchins and jellyfish',
  こい: 'carp',
  くじら目のもの及び海牛目のもの: 'of the orders Cetacea and Sirenia',
  貝柱: 'adductor muscles',
  'スキャロップ(いたやがい科のもの)': 'scallops (Pectinidae)',
  くん製したもの: 'smoked',
  乾燥したもの: 'dried',
  '乾燥し、塩蔵し又は塩水漬けしたもの': 'dried, salted or in brine',
  '生鮮のもの及び冷蔵したもの(うにのものを除く)並びに冷凍したくらげのもの':
    'fresh or chilled (except sea urchins), and frozen jellyfish',
  '生鮮のもの及び冷蔵したもの(うにのものを除く)並びに冷凍したうに又はくらげのもの':
    'fresh or chilled (except sea urchins), and frozen sea urchins or jellyfish',
  生鮮のもの及び冷蔵したもの並びに冷凍したうに又はくらげのもの:
    'fresh or chilled, and frozen sea urchins or jellyfish',
  生鮮のもの及び冷蔵したもの並びに冷凍したくらげのもの: 'fresh or chilled, and frozen jellyfish',
  冷蔵し又は冷凍したもの: 'chilled or frozen',
  単に水若しくは塩水で煮又はその後に冷蔵し又は冷凍したもの:
    'simply boiled in water or brine, or so boiled and then chilled or frozen',
  'にしん(クルペア・ハレングス及びクルペア・パラスィイ)、コッド(ガドゥス・モルア、ガドゥス・オガク及びガドゥス・マクロケファルス)、ぶり(セリオーラ属のもの)及びいわし(サルディノプス属のもの)':
    'herrings (Clupea harengus and Clupea pallasii), cod (Gadus morhua, Gadus ogac and Gadus macrocephalus), yellowtail (Seriola) and sardines (Sardinops)',
  'にしん(クルペア属のもの)(にしん(クルペア・ハレングス及びクルペア・パラスィイ)を除く。)':
    'herrings (Clupea, excluding Clupea harengus and Clupea pallasii)',
  'いわし(サルディノプス属のもの)': 'sardines (Sardinops)',
  'ぶり(セリオーラ属のもの)、さば(スコムベル属のもの)、いわし(エトルメウス属又はエングラウリス属のもの)及びさんま(コロラビス属のもの)':
    'yellowtail (Seriola), mackerel (Scomber), sardines (Etrumeus or Engraulis) and saury (Cololabis)',
  'あじ(トラクルス属又はデカプテルス属のもの)': 'jack mackerel (Trachurus or Decapterus)',
  'いか(ロシア・マクロソマ及びセピオラ属、オムマストリフェス属、ロリゴ属、ノトトダルス属又はセピオティウチス属のもの)':
    'squid (Rossia macrosoma, and Sepiola, Ommastrephes, Loligo, Nototodarus or Sepioteuthis)',
  'いか(ロシア・マクロソマ及びセピオラ属、オムマストリフェス属、ロリゴ属、ノトトダルス属又はセピオティウチス属のもの)(乾燥し、塩蔵し又は塩水漬けしたものに限る。)':
    'squid (Rossia macrosoma, and Sepiola, Ommastrephes, Loligo, Nototodarus or Sepioteuthis) (dried, salted or in brine only)',
  'アメリカおおあかいか(ドシディクス・ギガス)(全形のもの及び断片状のもので、1個の重量が1キログラム以上のものに限るものとし、粉状、ミール状又はペレット状のものを除く。)':
    'jumbo flying squid (Dosidicus gigas) (whole or in pieces of 1 kg or more each only, excluding powder, meal or pellets)',
  // Meat, dairy, fruit and food (chapters 2-21)
  四分体: 'quarters',
  '医療用,実験用で特定の病原体を含まないもの':
    'for medical or laboratory use, free of specified pathogens',
  税関当局の監督の下で飼料の原料として使用するもの:
    'used as a feed material under customs supervision',
  砂糖を加えたもの: 'with added sugar',
  'カードをもととしたもので、1リットル以下の小売用容器入りのもの':
    'based on curd, in retail containers of 1 litre or less',
  プロセスチーズの原料として使用するもの: 'used as a material for processed cheese',
  シュレッドチーズの原料として使用するもの: 'used as a material for shredded cheese',
  チョコレートの原料として使用するもの: 'used as a material for chocolate',
  附属書1別添1のナチュラルチーズの表に掲げるナチュラルチーズ:
    'natural cheeses listed in the natural cheese table of Annex 1, Attachment 1',
  'ソフトチーズ(コーデックスのチーズの一般規格(CODEX STANDARD 283-1978)の7.1.1において定義される軟質に指定される無脂肪状態における水分を超えるものに限る。)':
    'soft cheese (only with moisture on a fat-free basis above that defining soft cheese in 7.1.1 of the Codex General Standard for Cheese, CODEX STANDARD 283-1978)',
  '輸入時に青色を加えたものと認識され、配合飼料の製造に使用されるもの':
    'identified at import as coloured blue, used to make compound feed',
  '輸入時に青色を加えたものと認識されるもので、配合飼料の製造に使用するもの':
    'identified at import as coloured blue, used to make compound feed',
  'イナバニコ種、ラカタン種、ラトゥンダン種、モラド種、ピトゴ種、サバ種又はセニョリタ種のバナナである旨がフィリピン政府により証明されているもの':
    'certified by the Government of the Philippines as Inabaniko, Lakatan, Latundan, Morado, Pitogo, Saba or Señorita bananas',
  'オレンジ、グレープフルーツ、レモン及びライム': 'oranges, grapefruit, lemons and limes',
  'りんご及びかんきつ類(グレープフルーツ、レモン及びライムを除く)':
    'apples and citrus fruit (excluding grapefruit, lemons and limes)',
  りんご: 'apples',
  '生鮮パイナップル1個の重量が900グラム未満のもの(全形のもので皮を除いていないものに限るものとし、冠芽があるかないかを問わない。)':
    'fresh pineapples under 900 g each (whole and unpeeled only, with or without crown)',
  '生鮮パイナップル1個の重量が900グラム未満のもの(全形のもので皮を除いてないものに限るものとし、冠芽があるかないかを問わない。)':
    'fresh pineapples under 900 g each (whole and unpeeled only, with or without crown)',
  '生鮮パイナップル1個の重量が900グラム未満のもの。(全形のもので皮を除いてないものに限るものとし、冠芽があるかないかを問わない。)':
    'fresh pineapples under 900 g each (whole and unpeeled only, with or without crown)',
  生鮮でないもの: 'not fresh',
  トマトケチャップその他のトマトソースの製造に使用するもの:
    'used to make tomato ketchup or other tomato sauces',
  びゃくだん及びはとむぎ: "sandalwood and Job's tears",
  ひよこ豆及びひら豆: 'chickpeas and lentils',
  'ひよこ豆、ひら豆及び緑豆(ヴィグナ・ムンゴ及びヴィグナ・ラジアタ)':
    'chickpeas, lentils and mung beans (Vigna mungo and Vigna radiata)',
  '緑豆(ヴィグナ・ムンゴ及びヴィグナ・ラジアタ)、ひよこ豆及びひら豆':
    'mung beans (Vigna mungo and Vigna radiata), chickpeas and lentils',
  りんご又はパイナップルを含まないジャム: 'jams containing no apple or pineapple',
  りんご又はパイナップルを含まないフルーツゼリー: 'fruit jellies containing no apple or pineapple',
  りんご又はパイナップルを含まないフルーツピューレー及びフルーツペースト:
    'fruit purées and pastes containing no apple or pineapple',
  'サチャインチ(プルケネティア・ヴォルビリス)の種のみから得た油及びその分別物':
    'oil obtained from sacha inchi (Plukenetia volubilis) seeds only, and its fractions',
  '小売用の容器入りにしたもの(1個の正味重量が1kg以下のものに限る)':
    'in retail containers (net weight 1 kg or less each only)',
  '小売用の容器入りにしたもの(容器ともの1個の重量が500グラム以下のものに限る。)':
    'in retail containers (500 g or less each, container included, only)',
  '小売用の容器入りにしたもので、容器ともの1個の重量が500グラム以下のもの':
    'in retail containers of 500 g or less each, container included',
  '米を含まないもので小売用の包装をしたもの(容器ともの1個の重量が3キログラム以下のものに限る。)':
    'containing no rice, put up for retail sale (3 kg or less each, container included, only)',
  'ミルクの天然の組成分の含有量の合計が乾燥状態において全重量の30%未満のもの':
    'natural milk constituents under 30 percent of the total weight, dry',
  '牛の肉及びくず肉を含有しないもの、かつ、ミルクの天然の組成分の含有量の合計が乾燥状態において全重量の30%未満のもの':
    'containing no bovine meat or offal, and natural milk constituents under 30 percent of the total weight, dry',
  '砂糖(重量の50%以上)、ココナッツミルク及び卵をもととして加熱調理したもの':
    'cooked, based on sugar (50 percent or more by weight), coconut milk and eggs',
  '精製用のもの(乾燥状態において、全重量に対するしょ糖の含有量が、検糖計の読みで99.3度未満に相当するものに限る。)':
    'for refining (only with a sucrose content, dry, corresponding to a polarimeter reading below 99.3°)',
  '目開きが250ミクロンのふるい(織金網製のものに限る)に対する通過率が全重量の90%以上のもの':
    '90 percent or more by weight passing a 250 micron woven-wire sieve',
  '目開きが250ミクロンのふるい(織金網製のものに限る。)に対する通過率が全重量の90%以上のもの':
    '90 percent or more by weight passing a 250 micron woven-wire sieve',
  関税割当ての証明書において菓子の製造用のものである旨が証明されたもの:
    'certified in the tariff quota certificate as for making confectionery',
  関税割当ての証明書においてアルコールを含有しない飲料の製造用のものである旨が証明されたもの:
    'certified in the tariff quota certificate as for making non-alcoholic beverages',
  加熱式たばこ: 'heated tobacco',
  // Beverages (chapter 22)
  'りんご酒、梨酒及びミード': 'cider, perry and mead',
  チャツァルガンから製造された発酵酒: 'fermented beverages made from chatsargana (sea buckthorn)',
  'テキーラ、メスカル及びソトール': 'tequila, mezcal and sotol',
  '糖みつ若しくは精製糖又はその双方及び米の混合物を発酵させたものを蒸留して得られるタイの蒸留酒(カラメルで着色したものに限る。)である旨がタイ政府又は政府代行機関により証明されているもの':
    'certified by the Thai government or its agency as Thai spirits distilled from fermented molasses or refined sugar or both, mixed with rice (caramel-coloured only)',
  // Chemicals, oils, wood, metals (chapters 27-81)
  軽質油及びその調製品のもの: 'light oils and preparations thereof',
  アミノ酸: 'amino acids',
  '油、脂又はろうをもととした調製品': 'preparations based on oils, fats or waxes',
  '殺虫剤(農薬及び小売用の形状又は包装にしたもの)':
    'insecticides (agricultural chemicals, and put up in forms or packings for retail sale)',
  化粧用品: 'cosmetic products',
  'アポラートナトリウム(INN)': 'apolate sodium (INN)',
  '2-アセトアミド安息香酸(N-アセチルアントラニル酸)':
    '2-acetamidobenzoic acid (N-acetylanthranilic acid)',
  医薬品関税相互撤廃該当品目で協定国を原産地とするもの:
    'goods of the mutual elimination of pharmaceutical tariffs, originating in a party',
  '貴金属の有機化合物(水銀原子を有するものに限る。)':
    'organic compounds of precious metals (containing mercury atoms only)',
  アルブミンの水銀塩: 'mercury salts of albumin',
  少なくとも一の単板が熱帯産木材のもの及び少なくとも一の外面の単板が針葉樹以外のもの:
    'with at least one ply of tropical wood, or at least one outer ply of non-coniferous wood',
  鉄のもの: 'of iron',
  鉄又はコバルトのもの: 'of iron or cobalt',
  // Japan-UK EPA: goods the schedule marks for its preferential import arrangement
  特恵輸入対象のもの: 'eligible for preferential import',
};

/** Parties an agreement column names ("(マレーシアに対する待遇)": the rate for Malaysia). */
export const JAPAN_PARTIES: Record<string, string> = {
  オーストラリア: 'Australia',
  カナダ: 'Canada',
  チリ: 'Chile',
  ニュージーランド: 'New Zealand',
  ベトナム: 'Vietnam',
  マレーシア: 'Malaysia',
  他の締約国: 'other parties',
};

/** The parties above by ISO code, for picking an origin's own rate. */
export const JAPAN_PARTY_CODES: Record<string, string> = {
  Australia: 'AU',
  Canada: 'CA',
  Chile: 'CL',
  'New Zealand': 'NZ',
  Vietnam: 'VN',
  Malaysia: 'MY',
};
