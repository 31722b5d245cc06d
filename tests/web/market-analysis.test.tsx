import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  dutyAxisMax,
  dutyBarLabel,
  dutyChartLayout,
} from '../../web/src/features/market-analysis/components/duty-chart';

import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';
import { buildCategory, buildSubcategory } from './support/reference-data';
import {
  buildAgreement,
  buildMarketResult,
  buildRemedy,
  buildReport,
  buildTariffDataSource,
  buildTariffRate,
} from './support/trade';
import { servePaged } from './support/paged';

setupMswServer();

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const form = () => screen.getByRole('form', { name: 'Tariff Comparison' });
const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Market Analysis' }, { timeout: 15_000 });

const serveRates = (count = 7) =>
  server.use(
    http.get('/api/tariff-rates', () =>
      HttpResponse.json(
        Array.from({ length: count }, (_, index) =>
          buildTariffRate({
            hsCode: `61091000${10 + index}`,
            productDescription: `Line ${index + 1}`,
          }),
        ),
      ),
    ),
  );

const REMEDIES_LABEL =
  'US Section 301 product lists on goods of China (exclusions not modelled) and Section 232 steel, aluminium and copper lists only';
const REMEDIES_NOT_COVERED =
  'Anti-dumping and countervailing duty orders (none loaded), Section 301 exclusions, and the trade remedies of every other country';

const TARIFF_DATA = [
  buildTariffDataSource(),
  buildTariffDataSource({
    source: 'jp_tariff',
    label: "Japan's Tariff Schedule (Japan Customs)",
    market: 'JP',
    asOf: '2026-07-09',
  }),
  buildTariffDataSource({
    source: 'eu_cet',
    label: 'EU Common External Tariff as applied in 2020',
    market: 'EU',
    asOf: '2020-12-02',
    stale: true,
  }),
  buildTariffDataSource({
    source: 'us_remedies',
    kind: 'remedies',
    market: 'US',
    label: REMEDIES_LABEL,
    fileName: 'us_s301_product_lists.csv.gz',
    asOf: '2026-04-06',
    rowCount: 12_345,
    notCovered: REMEDIES_NOT_COVERED,
  }),
];

beforeEach(() => {
  serveRates();
  server.use(
    http.get('/api/tariff-rates/search/:hsCode', () => HttpResponse.json([])),
    http.get('/api/tariff-data', () => HttpResponse.json(TARIFF_DATA)),
  );
});

describe('Market Analysis screen', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('says which target markets have a loaded tariff schedule before the comparison runs', async () => {
    const { user } = renderApp('/market-analysis');
    await heading();
    const market = within(form()).getByRole('combobox', { name: 'Target market' });
    await user.click(market);
    const option = async (name: string) =>
      screen.findByRole('option', { name: new RegExp(`^${name}`) });
    expect(await option('United States')).toHaveTextContent('Schedule as of 2026-04-20');
    expect(await option('European Union')).toHaveTextContent('Schedule as of 2020-12-02 (stale)');
    // A market with only remedies, or nothing at all, has no schedule.
    expect(await option('India')).toHaveTextContent('No tariff schedule loaded');
    await user.keyboard('{Escape}');

    for (const name of ['Japan', 'India', 'Canada']) {
      await user.type(market, name);
      await user.click(within(form()).getByRole('button', { name: 'Add' }));
    }
    expect(
      within(form()).getByText(
        'No tariff schedule is loaded for India and Canada: the comparison will report no data for them.',
      ),
    ).toBeVisible();
  });

  it('shows the five tabs and the 5 most recent rates', async () => {
    renderApp('/market-analysis');
    await heading();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Tariff Rates',
      'Trade Remedies',
      'Trade Agreements',
      'Market Access',
      'Analysis',
    ]);
    const recent = await screen.findByRole('table', { name: 'Recent tariff rates' });
    expect(within(recent).getAllByTestId('tariff-rate-row')).toHaveLength(5);
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('asks for MFN lines only, so the 5 recent rows are 5 tariff lines, with no empty Preferential column', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/tariff-rates', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        // Without line=mfn the newest rows are one line's MFN row and its preferential rows.
        if (query.get('line') !== 'mfn')
          return HttpResponse.json(
            ['', 'CPTPP', 'RCEP', 'JP-EU', 'JP-UK'].map((tradeAgreement) =>
              buildTariffRate({ hsCode: '610910010', importingCountry: 'JP', tradeAgreement }),
            ),
          );
        return HttpResponse.json(
          ['610910010', '610910020', '610990000', '620520000', '620630000'].map((hsCode) =>
            buildTariffRate({ hsCode, importingCountry: 'JP', preferentialRate: null }),
          ),
        );
      }),
    );
    renderApp('/market-analysis');
    await heading();
    const recent = await screen.findByRole('table', { name: 'Recent tariff rates' });
    const rows = within(recent).getAllByTestId('tariff-rate-row');
    expect(
      rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent?.slice(0, 13)),
    ).toEqual(
      ['6109.10.010', '6109.10.020', '6109.90.000', '6205.20.000', '6206.30.000'].map((code) =>
        expect.stringContaining(code),
      ),
    );
    expect(
      within(recent)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tariff line', 'Market', 'MFN']);
    expect(asked.map((query) => query.toString())).toEqual(['line=mfn&limit=5']);
  });

  it('searches tariff rates only from 4 characters', async () => {
    const searched: string[] = [];
    server.use(
      http.get('/api/tariff-rates/search/:hsCode', ({ params }) => {
        searched.push(String(params.hsCode));
        return HttpResponse.json([
          buildTariffRate({
            hsCode: '6109100012',
            importingCountry: 'JP',
            preferentialRate: 'Free',
            tradeAgreement: 'CPTPP',
          }),
        ]);
      }),
    );
    const { user } = renderApp('/market-analysis');
    await heading();
    const input = within(form()).getByLabelText('HS code');
    await user.type(input, '610');
    expect(await screen.findByText(/Type at least 4 digits/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searched).toEqual([]);
    await user.type(input, '9');
    const results = await screen.findByRole('table', { name: 'Search results' });
    expect(within(results).getByText('CPTPP')).toBeVisible();
    expect(within(results).getByText('Free')).toBeVisible();
    expect(searched).toEqual(['6109']);
  });

  it('counts the search results and loads the next page, where the other markets are', async () => {
    const japan = Array.from({ length: 114 }, () =>
      buildTariffRate({ hsCode: '720851011', importingCountry: 'JP', source: 'Japan Customs' }),
    );
    const others = [
      buildTariffRate({ hsCode: '7208510000', importingCountry: 'US', mfnRate: 'Free' }),
      ...['7208512000', '7208519100', '7208519800'].map((hsCode) =>
        buildTariffRate({ hsCode, importingCountry: 'EU', mfnRate: '0%' }),
      ),
    ];
    const calls = servePaged('/api/tariff-rates/search/:hsCode', [...japan, ...others]);
    const { user } = renderApp('/market-analysis');
    await heading();
    await user.type(within(form()).getByLabelText('HS code'), '7208.51');
    const results = await screen.findByRole('table', { name: 'Search results' });
    expect(within(results).getAllByTestId('tariff-rate-row')).toHaveLength(100);
    expect(screen.getByText('100 of 118 rates')).toBeVisible();
    expect(within(results).queryByText('7208.51.00')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('118 of 118 rates')).toBeVisible();
    expect(within(results).getAllByTestId('tariff-rate-row')).toHaveLength(118);
    expect(within(results).getByText('United States')).toBeVisible();
    expect(within(results).getAllByText('European Union')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'o100']);
  });

  it('shows a rate priced by season one season per line', async () => {
    server.use(
      http.get('/api/tariff-rates/search/:hsCode', () =>
        HttpResponse.json([
          buildTariffRate({
            hsCode: '080510000',
            importingCountry: 'JP',
            mfnRate: '16% (1 Jun-30 Nov); 32% (1 Dec-31 May)',
            preferentialRate: '1 Jun-30 Sep: Free (1 Jun-30 Nov); no preference (1 Dec-31 May)',
            tradeAgreement: 'JP-AU',
          }),
        ]),
      ),
    );
    const { user } = renderApp('/market-analysis');
    await heading();
    await user.type(within(form()).getByLabelText('HS code'), '0805');
    const results = await screen.findByRole('table', { name: 'Search results' });
    expect(within(results).getByText('16% (1 Jun-30 Nov)')).toBeVisible();
    expect(within(results).getByText('32% (1 Dec-31 May)')).toBeVisible();
    expect(within(results).getByText('1 Jun-30 Sep: Free (1 Jun-30 Nov)')).toBeVisible();
    expect(within(results).getByText('no preference (1 Dec-31 May)')).toBeVisible();
  });

  it('on a phone lists each rate with its MFN and preferential text, Japanese kept on hover', async () => {
    window.innerWidth = 390;
    server.use(
      http.get('/api/tariff-rates/search/:hsCode', () =>
        HttpResponse.json([
          buildTariffRate({
            hsCode: '610910010',
            importingCountry: 'JP',
            productDescription:
              'T-shirts, knitted: of cotton — Of yarns of different colours, and printed',
            publishedDescription: '1 異なる色の糸から成るもの及びなせんしたもの',
            mfnRate: '10.9%',
            preferentialRate: 'embroidered, with lace or with a patterned knit structure: 6.8%',
            tradeAgreement: 'RCEP (Korea)',
          }),
        ]),
      ),
    );
    const { user } = renderApp('/market-analysis');
    await heading();
    await user.type(within(form()).getByLabelText('HS code'), '6109.10');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const row = within(results).getByTestId('tariff-rate-row');
    expect(within(row).getByText('MFN')).toBeVisible();
    expect(within(row).getByText('10.9%')).toBeVisible();
    expect(
      within(row).getByText('embroidered, with lace or with a patterned knit structure: 6.8%'),
    ).toBeVisible();
    const description = within(row).getByText(/Of yarns of different colours, and printed$/);
    expect(description).toHaveAttribute(
      'title',
      expect.stringContaining('Published (Japanese): 1 異なる色の糸から成るもの及びなせんしたもの'),
    );
    expect(screen.queryByRole('table', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('on a phone names a Column 2 rate in words and wraps the source line so its date shows', async () => {
    window.innerWidth = 390;
    server.use(
      http.get('/api/tariff-rates/search/:hsCode', () =>
        HttpResponse.json([
          buildTariffRate({
            hsCode: '7208510000',
            exportingCountry: 'BY',
            mfnRate: '20%',
            source: "Japan's Tariff Schedule (Japan Customs)",
            asOf: '2026-07-09',
          }),
        ]),
      ),
    );
    const { user } = renderApp('/market-analysis');
    await heading();
    await user.type(within(form()).getByLabelText('HS code'), '7208.51');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const row = within(results).getByTestId('tariff-rate-row');
    expect(row).toHaveTextContent('United States · Column 2 (non-NTR): BY');
    expect(row).not.toHaveTextContent('from BY');
    const source = within(row).getByTestId('rate-source');
    expect(source).toHaveTextContent('as of 2026-07-09');
    expect(source).not.toHaveClass('MuiTypography-noWrap');
  });

  it('adds markets as chips, refusing an empty or duplicate market, and removes them', async () => {
    const { user } = renderApp('/market-analysis');
    await heading();
    const add = within(form()).getByRole('button', { name: 'Add' });
    const market = within(form()).getByRole('combobox', { name: 'Target market' });
    await user.click(add);
    expect(await within(form()).findByText('Enter a market to add')).toBeVisible();
    await user.type(market, 'Japan');
    await user.click(add);
    await user.type(market, 'jp');
    await user.click(add);
    expect(await within(form()).findByText('Japan is already added')).toBeVisible();
    await user.clear(market);
    await user.type(market, 'Atlantis');
    await user.click(add);
    expect(await within(form()).findByText(/Unknown market 'Atlantis'/)).toBeVisible();
    const chips = within(form()).getByRole('list', { name: 'Target markets' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Japan']);
    await user.click(within(chips).getByTestId('CancelIcon'));
    expect(within(form()).queryByRole('list', { name: 'Target markets' })).not.toBeInTheDocument();
  });

  it('adds a market picked from the list, and one typed with Enter, without submitting', async () => {
    const { user } = renderApp('/market-analysis');
    await heading();
    const market = within(form()).getByRole('combobox', { name: 'Target market' });
    // The disabled button says what it waits for.
    expect(
      within(form()).getByText('Enter an HS code and add a target market to compare.'),
    ).toBeVisible();
    await user.type(market, 'Jap');
    await user.click(await screen.findByRole('option', { name: /^Japan/ }));
    const chips = await within(form()).findByRole('list', { name: 'Target markets' });
    expect(within(chips).getByText('Japan')).toBeVisible();
    expect(market).toHaveValue('');
    await user.type(market, 'CN{Enter}');
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Japan', 'China']),
    );
    expect(within(form()).getByText('Enter an HS code to compare.')).toBeVisible();
  });

  it('needs an HS code and a market, posts the comparison, toasts and opens its report', async () => {
    const bodies: unknown[] = [];
    let reports = [] as ReturnType<typeof buildReport>[];
    server.use(
      http.get('/api/market-analysis', () => HttpResponse.json(reports)),
      http.post('/api/market-analysis/tariff-comparison', async ({ request }) => {
        bodies.push(await request.json());
        const report = buildReport({
          id: 77,
          status: 'running',
          progress: 40,
          targetMarkets: ['US', 'JP', 'EU', 'CN', 'IN'],
          results: [],
          competitivenessScore: null,
          generatedAt: null,
        });
        reports = [report];
        return HttpResponse.json(report, { status: 202 });
      }),
    );
    const { user } = renderApp('/market-analysis?hsCode=6109.10');
    await heading();
    const submit = within(form()).getByRole('button', { name: 'Generate Tariff Comparison' });
    expect(within(form()).getByLabelText('HS code')).toHaveValue('6109.10');
    expect(submit).toBeDisabled();
    const market = within(form()).getByRole('combobox', { name: 'Target market' });
    for (const name of ['United States', 'Japan']) {
      await user.type(market, name);
      await user.click(within(form()).getByRole('button', { name: 'Add' }));
    }
    // Picked by name: typing a name into a 2-letter box once made "Vietnam" the code 'VI'.
    await user.type(within(form()).getByRole('combobox', { name: 'Origin country' }), 'Vietn');
    await user.click(await screen.findByRole('option', { name: 'Vietnam (VN)' }));
    await user.type(within(form()).getByLabelText('Customs value'), '10000');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await within(notifications()).findByText('Analysis Generated')).toBeVisible();
    expect(
      within(notifications()).getByText(
        'Tariff comparison analysis has been created successfully.',
      ),
    ).toBeVisible();
    expect(bodies).toEqual([
      { hsCode: '6109.10', targetMarkets: ['US', 'JP'], originCountry: 'VN', customsValue: 10000 },
    ]);
    expect(await screen.findByRole('tab', { name: 'Analysis', selected: true })).toBeVisible();
    const progress = await screen.findByRole('status', { name: 'Comparison progress' });
    expect(progress).toHaveTextContent('Comparing markets: 2 of 5 done');
    expect(progress).toHaveTextContent('40%');
  });

  /** Generates a comparison for Japan that the server refuses with `message`; waits for the toast. */
  const refusedComparison = async (hsCode: string, message: string) => {
    server.use(
      http.post('/api/market-analysis/tariff-comparison', () =>
        HttpResponse.json({ message }, { status: 400 }),
      ),
    );
    const { user } = renderApp(`/market-analysis?hsCode=${hsCode}`);
    await heading();
    await user.type(within(form()).getByRole('combobox', { name: 'Target market' }), 'Japan');
    await user.click(within(form()).getByRole('button', { name: 'Add' }));
    await user.click(within(form()).getByRole('button', { name: 'Generate Tariff Comparison' }));
    expect(
      await within(notifications()).findByText('Failed to generate tariff comparison analysis.'),
    ).toBeVisible();
    return user;
  };

  it('toasts the failure text when the comparison cannot be created', async () => {
    await refusedComparison('6109', "Market 'Japan' is listed twice");
    expect(within(notifications()).getByText('Error')).toBeVisible();
  });

  it("keeps the failure toast and shows the server's HS code refusal under the field", async () => {
    const user = await refusedComparison(
      '7208.99',
      "hsCode '720899' is not valid in HS 2022 (no such heading or subheading). Nearest valid code: 7208",
    );
    const input = within(form()).getByLabelText('HS code');
    expect(input).toHaveAccessibleDescription(
      /'720899' is not valid in HS 2022.*Nearest valid code: 7208/,
    );
    expect(input).toBeInvalid();
    // Editing the code clears the verdict.
    await user.type(input, '0');
    expect(input).toHaveAccessibleDescription(
      'From 4 digits, matching tariff lines are listed below.',
    );
  });

  it('shows a finished report: score, per-market detail with sources, and no data never as 0', async () => {
    server.use(
      http.get('/api/market-analysis', () =>
        HttpResponse.json([
          buildReport({
            targetMarkets: ['US', 'JP', 'CN'],
            results: [
              buildMarketResult({
                additionalDuties: [
                  {
                    remedyType: 'section_301',
                    reference: '9903.88.15',
                    description: 'Section 301 list 4A',
                    rate: {
                      text: '7.5%',
                      adValorem: 7.5,
                      hasSpecific: false,
                      source: 'US HTS',
                      asOf: '2026-07-01',
                      stale: false,
                    },
                  },
                ],
                effectiveRate: 24,
              }),
              buildReport().results[1]!,
              buildMarketResult({
                market: 'CN',
                marketName: 'China',
                status: 'no_data',
                noDataReason: 'No tariff schedule is loaded for China.',
                mfn: null,
                effectiveRate: null,
                nationalCode: null,
                sources: [],
              }),
            ],
          }),
        ]),
      ),
    );
    const { user } = renderApp('/market-analysis');
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Analysis' }));
    const card = await screen.findByTestId('report-card');
    // China has no data: the score covers the other two markets, and says so.
    expect(within(card).getByText('Score 72 · 2 of 3 markets')).toBeVisible();
    expect(within(card).getByRole('figure', { name: 'Effective duty by market' })).toBeVisible();
    expect(within(card).getByRole('table', { name: 'Per-market detail' })).toBeVisible();
    const rows = within(card).getAllByTestId('market-result');
    const china = rows.find((row) => row.dataset.market === 'CN')!;
    expect(within(china).getByText('No data')).toBeVisible();
    expect(china).toHaveTextContent('No tariff schedule is loaded for China.');
    expect(china).not.toHaveTextContent('0%');
    const us = rows.find((row) => row.dataset.market === 'US')!;
    expect(us).toHaveTextContent('+7.5%');
    expect(us).toHaveTextContent('9903.88.15');
    expect(us).toHaveTextContent('24.0%');
    expect(us).toHaveTextContent('US HTS 2026 Rev. 4, as of 2026-07-01');
    const japan = rows.find((row) => row.dataset.market === 'JP')!;
    expect(japan).toHaveTextContent('CPTPP');
    expect(
      within(card).getByText(/Not charted \(no data or not ad valorem\): China/),
    ).toBeVisible();
    expect(within(card).getByText('Japan is the cheapest market at 0% under CPTPP.')).toBeVisible();
  });

  it('marks a figure that leaves a duty out as "at least", and one without preferences as MFN only', async () => {
    server.use(
      http.get('/api/market-analysis', () =>
        HttpResponse.json([
          buildReport({
            competitivenessScore: 100,
            customsValue: 10000,
            currency: 'USD',
            incoterm: 'EXW',
            results: [
              buildMarketResult({
                effectiveRate: 0,
                uncounted: ['Section 232 aluminum (9903.85.02), rate not loaded'],
              }),
              buildReport().results[1]!,
              buildMarketResult({
                market: 'EU',
                marketName: 'European Union',
                effectiveRate: 12,
                preferencesLoaded: false,
              }),
            ],
          }),
        ]),
      ),
    );
    const { user } = renderApp('/market-analysis');
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Analysis' }));
    const card = await screen.findByTestId('report-card');
    expect(within(card).getByText('Score 100 · 1 of 3 markets')).toBeVisible();
    // Where the goods come from and the value the duty is taken on, in words.
    expect(card).toHaveTextContent('from Vietnam · $10,000.00 EXW');
    const us = within(card)
      .getAllByTestId('market-result')
      .find((row) => row.dataset.market === 'US')!;
    expect(us).toHaveTextContent(
      'Not in this figure: Section 232 aluminum (9903.85.02), rate not loaded',
    );
    expect(
      within(card).getByText(
        /Bars marked “at least” \(“≥” on a phone\) leave duties out: United States/,
      ),
    ).toBeVisible();
    // A schedule without its preferential columns never reads as "no preference".
    const eu = within(card)
      .getAllByTestId('market-result')
      .find((row) => row.dataset.market === 'EU')!;
    expect(within(eu).getByText('Not loaded')).toBeVisible();
    expect(
      within(card).getByText(/MFN rate only, preferential rates not loaded: European Union/),
    ).toBeVisible();
  });

  it('on a phone shows the per-market detail as one card per market with the same figures', async () => {
    window.innerWidth = 390;
    server.use(
      http.get('/api/market-analysis', () =>
        HttpResponse.json([
          buildReport({
            targetMarkets: ['US', 'JP', 'CN'],
            currency: 'USD',
            results: [
              buildMarketResult({ dutyAmount: 1650, landedCost: 11650 }),
              buildReport().results[1]!,
              buildMarketResult({
                market: 'CN',
                marketName: 'China',
                status: 'no_data',
                noDataReason: 'No tariff schedule is loaded for China.',
                mfn: null,
                effectiveRate: null,
                nationalCode: null,
                sources: [],
              }),
            ],
          }),
        ]),
      ),
    );
    renderApp('/market-analysis?tab=analysis');
    const card = await screen.findByTestId('report-card', undefined, { timeout: 15_000 });
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    const markets = within(
      within(card).getByRole('list', { name: 'Per-market detail' }),
    ).getAllByRole('article');
    expect(markets.map((market) => market.getAttribute('aria-label'))).toEqual([
      'United States',
      'Japan',
      'China',
    ]);
    const figures = (market: HTMLElement) =>
      Object.fromEntries(
        within(market)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(figures(markets[0]!)).toMatchObject({
      MFN: '16.5%',
      Preferential: '—',
      'Additional duties': '—',
      Effective: '16.5%Duty $1,650.00 · landed $11,650.00',
      Sources: 'US HTS 2026 Rev. 4, as of 2026-07-01',
    });
    expect(within(markets[0]!).getByText('6109.10.00.12 (+3 lines)')).toBeVisible();
    expect(figures(markets[1]!)).toMatchObject({ MFN: '7.4%', Preferential: 'FreeCPTPP' });
    expect(within(markets[2]!).getByText('No data')).toBeVisible();
    expect(markets[2]).toHaveTextContent('No tariff schedule is loaded for China.');
    expect(markets[2]).not.toHaveTextContent('0%');
  });

  it('shows a failed report with its reason', async () => {
    server.use(
      http.get('/api/market-analysis', () =>
        HttpResponse.json([
          buildReport({
            status: 'failed',
            error: 'HS code 999999 does not exist',
            results: [],
            competitivenessScore: null,
          }),
        ]),
      ),
    );
    renderApp('/market-analysis?tab=analysis');
    expect(
      await screen.findByText('The comparison failed: HS code 999999 does not exist', undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
  });

  it('shows the empty texts of the read-only tabs', async () => {
    server.use(
      http.get('/api/trade-remedies', () => HttpResponse.json([])),
      http.get('/api/trade-agreements', () => HttpResponse.json([])),
      http.get('/api/market-analysis', () => HttpResponse.json([])),
    );
    const { user } = renderApp('/market-analysis');
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Trade Remedies' }));
    expect(await screen.findByText('No trade remedies data available.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Trade Agreements' }));
    expect(await screen.findByText('No trade agreements data available.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Analysis' }));
    expect(await screen.findByText('No market analysis reports generated yet.')).toBeVisible();
  });

  it('shows skeletons, then an error with Retry that loads the remedies', async () => {
    let mode: 'wait' | 'fail' | 'ok' = 'wait';
    server.use(
      http.get('/api/trade-remedies', async () => {
        if (mode === 'wait') await delay('infinite');
        return mode === 'fail'
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json([buildRemedy({ status: 'active', remedyType: 'section_232_steel' })]);
      }),
    );
    const { user, queryClient } = renderApp('/market-analysis?tab=trade-remedies');
    expect(
      await screen.findByRole('status', { name: 'Loading trade remedies' }, { timeout: 15_000 }),
    ).toBeVisible();
    mode = 'fail';
    await queryClient.cancelQueries();
    await queryClient.refetchQueries({ queryKey: ['/api/trade-remedies'] });
    expect(await screen.findByText(/503: Database unavailable/)).toBeVisible();
    mode = 'ok';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const card = await screen.findByTestId('remedy-card');
    expect(card).toHaveTextContent('section 232 steel');
    expect(within(card).getByText('active')).toBeVisible();
  });

  it('pages the remedies: how many of the total are shown, and more on request', async () => {
    server.use(
      http.get('/api/trade-remedies', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        const page = cursor
          ? [buildRemedy({ id: 3, productDescription: 'Third remedy line' })]
          : [
              buildRemedy({ id: 1, productDescription: 'First remedy line' }),
              buildRemedy({ id: 2, productDescription: 'Second remedy line' }),
            ];
        return HttpResponse.json(page, {
          headers: {
            'X-Total-Count': '3',
            ...(cursor ? {} : { Link: '</api/trade-remedies?limit=50&cursor=abc>; rel="next"' }),
          },
        });
      }),
    );
    const { user } = renderApp('/market-analysis?tab=trade-remedies');
    expect(await screen.findByText('2 of 3 trade remedies')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Third remedy line')).toBeVisible();
    expect(screen.getByText('3 of 3 trade remedies')).toBeVisible();
    expect(screen.getAllByTestId('remedy-card')).toHaveLength(3);
  });

  it('says which remedy sources are loaded and what they do not cover, even when the list is empty', async () => {
    server.use(http.get('/api/trade-remedies', () => HttpResponse.json([])));
    renderApp('/market-analysis?tab=trade-remedies');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Trade Remedies' }, { timeout: 15_000 }),
    ).toBeVisible();
    const note = await screen.findByRole('note', { name: 'Trade remedy coverage' });
    expect(
      await within(note).findByText(`Loaded, as of 2026-04-06`, { exact: false }),
    ).toBeVisible();
    expect(note).toHaveTextContent(`Loaded, as of 2026-04-06: ${REMEDIES_LABEL}`);
    expect(note).toHaveTextContent(`Not covered: ${REMEDIES_NOT_COVERED}.`);
    expect(note).toHaveTextContent('No result here does not mean no remedy applies.');
    expect(await screen.findByText('No trade remedies data available.')).toBeVisible();
  });

  it('says a remedy source that is not loaded is "Not loaded"', async () => {
    server.use(
      http.get('/api/trade-remedies', () => HttpResponse.json([])),
      http.get('/api/tariff-data', () =>
        HttpResponse.json([
          buildTariffDataSource(),
          buildTariffDataSource({
            source: 'us_remedies',
            kind: 'remedies',
            label: REMEDIES_LABEL,
            fileName: null,
            asOf: null,
            rowCount: 0,
            status: null,
            importedAt: null,
            notCovered: REMEDIES_NOT_COVERED,
          }),
        ]),
      ),
    );
    renderApp('/market-analysis?tab=trade-remedies');
    const note = await screen.findByRole(
      'note',
      { name: 'Trade remedy coverage' },
      { timeout: 15_000 },
    );
    expect(await within(note).findByText('Not loaded')).toBeVisible();
    expect(note).toHaveTextContent(`Not loaded: ${REMEDIES_LABEL}`);
    expect(note).not.toHaveTextContent('Loaded, as of');
  });

  it('says when the remedy sources could not be read, and Retry reads them again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/trade-remedies', () => HttpResponse.json([])),
      http.get('/api/tariff-data', () =>
        ++calls === 1
          ? HttpResponse.json({ message: 'unavailable' }, { status: 503 })
          : HttpResponse.json(TARIFF_DATA),
      ),
    );
    const { user } = renderApp('/market-analysis?tab=trade-remedies');
    const note = await screen.findByRole(
      'note',
      { name: 'Trade remedy coverage' },
      { timeout: 15_000 },
    );
    expect(
      await within(note).findByText(/could not be read: an empty list here does not mean/),
    ).toBeVisible();
    await user.click(within(note).getByRole('button', { name: 'Retry' }));
    expect(
      await within(note).findByText('Loaded, as of 2026-04-06', { exact: false }),
    ).toBeVisible();
  });

  it('filters the remedies by HS code prefix on the server, paging within the filter', async () => {
    const steel = Array.from({ length: 60 }, (_, index) =>
      buildRemedy({
        id: 1000 - index,
        hsCode: `720851${String(index).padStart(2, '0')}`,
        productDescription: `Flat-rolled steel ${index + 1}`,
      }),
    );
    const others = [
      buildRemedy({ hsCode: '85044085', productDescription: 'Power supplies' }),
      buildRemedy({ hsCode: '76011000', productDescription: 'Unwrought aluminium' }),
    ];
    const calls = servePaged(
      '/api/trade-remedies',
      [...others, ...steel],
      (row, query) =>
        row.hsCode.startsWith(query.get('hsCode') ?? '') ||
        (query.get('hsCode') ?? '').startsWith(row.hsCode),
    );
    const { user, router } = renderApp('/market-analysis?tab=trade-remedies');
    expect(
      await screen.findByText('50 of 62 trade remedies', {}, { timeout: 15_000 }),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'HS code' });

    await user.type(field, '7208.5');
    expect(await screen.findByText('50 of 60 trade remedies')).toBeVisible();
    expect(screen.queryByText('Power supplies')).not.toBeInTheDocument();
    // One request per pause in typing, not one per key.
    const filtered = calls.map((url) => url.searchParams.get('hsCode')).filter(Boolean);
    expect(filtered).toEqual(['72085']);
    expect(calls.at(-1)!.searchParams.get('limit')).toBe('50');
    // The address keeps the filter (and the open tab) for a reload or a shared link.
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('remedyHs')).toBe('7208.5');
    expect(address.get('tab')).toBe('trade-remedies');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('60 of 60 trade remedies')).toBeVisible();
    expect(screen.getAllByTestId('remedy-card')).toHaveLength(60);
    expect(calls.at(-1)!.searchParams.get('hsCode')).toBe('72085');
    expect(calls.at(-1)!.searchParams.get('cursor')).toBe('o50');
  });

  it('names the prefix when no remedy matches, and Clear filter shows the whole list again', async () => {
    servePaged(
      '/api/trade-remedies',
      [buildRemedy({ hsCode: '85044085', productDescription: 'Power supplies' })],
      (row, query) => row.hsCode.startsWith(query.get('hsCode') ?? ''),
    );
    const { user, router } = renderApp('/market-analysis?tab=trade-remedies');
    expect(await screen.findByText('Power supplies', {}, { timeout: 15_000 })).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'HS code' });
    await user.type(field, '0101');
    expect(
      await screen.findByText(
        'No trade remedies found for HS 0101, the lines under it or a code covering it.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/no match does not mean no remedy applies/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(field).toHaveValue('');
    expect(await screen.findByText('Power supplies')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).not.toContain('remedyHs'));
  });

  it('opens with the filter a link carries, and asks the server for that prefix only', async () => {
    const calls = servePaged(
      '/api/trade-remedies',
      [
        buildRemedy({ hsCode: '85044085', productDescription: 'Power supplies' }),
        buildRemedy({ hsCode: '72085100', productDescription: 'Flat-rolled steel' }),
      ],
      (row, query) => row.hsCode.startsWith(query.get('hsCode') ?? ''),
    );
    renderApp('/market-analysis?tab=trade-remedies&remedyHs=7208.51');
    expect(await screen.findByText('Flat-rolled steel', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'HS code' })).toHaveValue('7208.51');
    expect(screen.queryByText('Power supplies')).not.toBeInTheDocument();
    expect(calls.map((url) => url.searchParams.get('hsCode'))).toEqual(['720851']);
  });

  it('does not send a malformed HS code prefix and says what to type', async () => {
    const calls = servePaged('/api/trade-remedies', [buildRemedy()]);
    const { user } = renderApp('/market-analysis?tab=trade-remedies');
    expect(await screen.findByText('1 of 1 trade remedies', {}, { timeout: 15_000 })).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'HS code' });
    await user.type(field, '7');
    expect(await screen.findByText('Type at least 2 digits to filter')).toBeVisible();
    await user.type(field, '2a');
    expect(await screen.findByText('Digits only, e.g. 7208 or 8504.40')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.map((url) => url.searchParams.get('hsCode'))).toEqual([null]);
  });

  it('shows 8 members of an agreement, then +N more', async () => {
    server.use(
      http.get('/api/trade-agreements', () =>
        HttpResponse.json([
          buildAgreement({
            agreementName: 'CPTPP',
            memberCountries: [
              'AU',
              'BN',
              'CA',
              'CL',
              'JP',
              'MY',
              'MX',
              'NZ',
              'PE',
              'SG',
              'VN',
              'GB',
            ],
          }),
        ]),
      ),
    );
    renderApp('/market-analysis?tab=trade-agreements');
    const card = await screen.findByTestId('agreement-card', undefined, { timeout: 15_000 });
    const members = within(card).getByLabelText('Members');
    expect(within(members).getAllByText(/^[A-Z]{2}$/)).toHaveLength(8);
    expect(within(members).getByText('+4 more')).toBeVisible();
    // Coverage keys read as words.
    expect(within(card).getByText('Goods: yes')).toBeVisible();
  });

  it('reads an unrecorded coverage flag as "not recorded" and names the parties of tariff lines', async () => {
    server.use(
      http.get('/api/trade-agreements', () =>
        HttpResponse.json([
          buildAgreement({
            agreementName: 'Regional Comprehensive Economic Partnership (China lines)',
            memberCountries: ['CN', 'JP'],
            coverageScope: { goods: true, services: false },
            source: 'Tariff schedules: US HTS Special programme codes, Japan tariff EPA columns',
          }),
        ]),
      ),
    );
    renderApp('/market-analysis?tab=trade-agreements');
    const card = await screen.findByTestId('agreement-card', undefined, { timeout: 15_000 });
    expect(within(card).getByText('Services: not recorded')).toBeVisible();
    expect(within(card).queryByText(/: no$/)).not.toBeInTheDocument();
    expect(within(card).getByText('Parties to these lines (2)')).toBeVisible();
    expect(within(card).queryByText(/^Members/)).not.toBeInTheDocument();
  });

  it('shows the Market Access tab with its importing countries and three fixed samples', async () => {
    const { user } = renderApp('/market-analysis?tab=market-access');
    const requirements = await screen.findAllByTestId('access-requirement', undefined, {
      timeout: 15_000,
    });
    expect(requirements).toHaveLength(3);
    expect(requirements[0]).toHaveTextContent(/\$50,000 cost\s*30 days\s*medium/);
    expect(requirements[1]).toHaveTextContent(/\$25,000 cost\s*21 days\s*low/);
    expect(requirements[2]).toHaveTextContent(/\$35,000 cost\s*45 days\s*medium/);
    await user.click(screen.getByRole('combobox', { name: 'Importing country' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['United States', 'European Union', 'China', 'Japan', 'India']);
  });

  it('offers the subcategory codes of ?category= and fills the HS code from one', async () => {
    server.use(
      http.get('/api/commodity-categories/1', () =>
        HttpResponse.json(buildCategory({ id: 1, name: 'Foods' })),
      ),
      http.get('/api/commodity-subcategories', () =>
        HttpResponse.json([buildSubcategory({ id: 3, name: 'Cocoa beans', hsCode: '1801' })]),
      ),
    );
    const { user } = renderApp('/market-analysis?category=1');
    const context = await screen.findByRole(
      'alert',
      { name: 'Commodity category' },
      { timeout: 15_000 },
    );
    expect(context).toHaveTextContent('Analysing Foods');
    await user.click(within(context).getByText('Cocoa beans · 1801'));
    expect(within(form()).getByLabelText('HS code')).toHaveValue('1801');
  });
});

describe('duty chart layout', () => {
  // The plot area clips bar labels: the room past the highest bar is all a label has.
  const roomPastBar = (phone: boolean, highest: number, label: string) => {
    const layout = dutyChartLayout(phone);
    const max = dutyAxisMax({ highest, labels: [label], plotWidth: layout.plotWidth });
    return (1 - highest / max) * layout.plotWidth;
  };

  it('on a phone writes a floor as ≥ and leaves room for the whole label past the bar', () => {
    const phone = dutyChartLayout(true);
    expect(phone.floor).toBe('≥');
    expect(phone.axisWidth).toBeLessThan(dutyChartLayout(false).axisWidth);
    // About 7 px a character: '≥27.6%' needs ~42 px, '12.0%' ~35 px.
    expect(roomPastBar(true, 27.6, '≥27.6%')).toBeGreaterThanOrEqual(42);
    expect(roomPastBar(true, 12, '12.0%')).toBeGreaterThanOrEqual(35);
    expect(roomPastBar(false, 27.6, 'at least 27.6%')).toBeGreaterThanOrEqual(98);
    expect(dutyAxisMax({ highest: 0, labels: ['0.0%'], plotWidth: 190 })).toBe(5);
  });

  it("labels the origin's own market's bar as such, and a figure that leaves a duty out as a floor", () => {
    const home = buildMarketResult({
      market: 'EU',
      marketName: 'European Union',
      effectiveRate: 0,
      homeMarket: true,
    });
    const partial = buildMarketResult({ effectiveRate: 25, uncounted: ['Section 232 steel'] });
    expect(dutyBarLabel(home, dutyChartLayout(false))).toBe('0.0% (home market)');
    expect(dutyBarLabel(home, dutyChartLayout(true))).toBe('0.0% home');
    expect(dutyBarLabel(partial, dutyChartLayout(false))).toBe('at least 25.0%');
    expect(dutyBarLabel(buildMarketResult(), dutyChartLayout(true))).toBe('16.5%');
    // The longest phone label still fits past a bar at the top of the axis.
    const phone = dutyChartLayout(true);
    const max = dutyAxisMax({ highest: 12, labels: ['0.0% home', '12.0%'], plotWidth: 190 });
    expect((1 - 12 / max) * phone.plotWidth).toBeGreaterThanOrEqual(35);
  });
});
