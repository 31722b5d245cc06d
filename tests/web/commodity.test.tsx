import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { formatTariff } from '../../web/src/features/commodities/commodity-format';

import { buildCategory, buildSubcategory } from './support/reference-data';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

const coffee = buildSubcategory({ id: 1, name: 'Coffee', hsCode: '0901' });
const cocoa = buildSubcategory({
  id: 2,
  name: 'Cocoa beans',
  hsCode: '1801',
  riskLevel: 'high',
  targetMarkets: ['NL', 'DE', 'US', 'MY', 'BE'],
  avgTariffRate: null,
  complianceRequirements: ['EUDR', 'Cadmium limits', 'Phytosanitary certificate'],
});

const serveCategory = ({ category = buildCategory(), subcategories = [coffee, cocoa] } = {}) => {
  const searches: URL[] = [];
  const lists: URL[] = [];
  server.use(
    http.get('/api/commodity-categories/1', () => HttpResponse.json(category)),
    http.get('/api/commodity-subcategories', ({ request }) => {
      lists.push(new URL(request.url));
      return HttpResponse.json(subcategories);
    }),
    http.get('/api/commodity-subcategories/search', ({ request }) => {
      const url = new URL(request.url);
      searches.push(url);
      const query = url.searchParams.get('query')!.toLowerCase();
      return HttpResponse.json(
        subcategories.filter((item) => item.name.toLowerCase().includes(query)),
      );
    }),
  );
  return { searches, lists };
};

describe('Commodity category', () => {
  it('shows the category header, overview and links', async () => {
    serveCategory({
      category: buildCategory({
        subcategoryCount: 2,
        avgTariffRate: 8.5,
        riskLevel: 'high',
        complianceRequirements: ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7'],
      }),
    });
    renderApp('/commodity/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Foods' })).toBeVisible();
    expect(
      screen.getByText('Agricultural commodities grown for sale and consumed as food.'),
    ).toBeVisible();
    expect(screen.getByTestId('subcategory-count')).toHaveTextContent('2 subcategories');
    expect(screen.getAllByRole('link', { name: /Back to Dashboard/ })[0]).toHaveAttribute(
      'href',
      '/',
    );
    // The sidebar has a 'Market Analysis' link too; the header's carries the category.
    expect(
      screen
        .getAllByRole('link', { name: 'Market Analysis' })
        .map((link) => link.getAttribute('href')),
    ).toContain('/market-analysis?category=1');
    expect(screen.getByTestId('overview-total')).toHaveTextContent('2');
    expect(screen.getByTestId('overview-tariff')).toHaveTextContent('8.5%');
    // Under the figure, how it was derived: markets, subcategories, schedules and their dates.
    expect(screen.getByTestId('overview-tariff-note')).toHaveTextContent(
      'Average of EU and US MFN rates for both subcategories (EU CET 2020, as of 2020-12-02, ' +
        'stale; HTS 2026 rev. 4, as of 2026-04-20)',
    );
    const overview = screen.getByRole('region', { name: 'Category Overview' });
    expect(within(overview).getByText('high risk')).toBeVisible();
    const requirements = within(overview).getByLabelText('Compliance requirements');
    expect(within(requirements).getByText('R5')).toBeVisible();
    expect(within(requirements).queryByText('R6')).not.toBeInTheDocument();
    expect(within(requirements).getByText('+2 more')).toBeVisible();
  });

  it('wraps long requirement chips within the overview instead of running off the card', async () => {
    const long =
      'Conflict minerals due diligence for tin, tantalum, tungsten and gold (EU Regulation 2017/821, Dodd-Frank section 1502)';
    serveCategory({
      category: buildCategory({
        complianceRequirements: [long, 'Cobalt supply-chain traceability'],
      }),
    });
    renderApp('/commodity/1');
    const overview = await screen.findByRole('region', { name: 'Category Overview' });
    const label = within(overview).getByText(long);
    expect(label).toHaveClass('MuiChip-label');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    expect(getComputedStyle(label.parentElement!).height).toBe('auto');
    // jsdom applies no media queries: read the grid's wide-screen columns from its style rules.
    const grid = within(overview).getByText('Total Subcategories').parentElement!.parentElement!;
    const rules = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('');
    const gridClass = [...grid.classList].find((name) => rules.includes(`.${name}{`))!;
    const ownRules = rules.split('}').filter((rule) => rule.includes(`.${gridClass}{`));
    expect(ownRules.join('}')).toContain('grid-template-columns:repeat(3, auto) minmax(0, 1fr)');
  });

  it("shows 'N/A' with 'No data' and why (never 0%), and 'Unknown', when no subcategory has a figure", async () => {
    const base = buildCategory();
    serveCategory({
      category: buildCategory({
        avgTariffRate: null,
        riskLevel: null,
        tradeRisk: null,
        tariffBasis: {
          ...base.tariffBasis,
          subcategoriesWithLines: 0,
          subcategoriesWithRate: 0,
          subcategoriesWithRisk: 0,
          markets: [],
        },
      }),
    });
    renderApp('/commodity/1');
    expect(await screen.findByTestId('overview-tariff')).toHaveTextContent(/^N\/A$/);
    expect(screen.getByTestId('overview-tariff-note')).toHaveTextContent(
      "No data: no loaded tariff schedule has an MFN line under its subcategories' HS codes",
    );
    expect(
      within(screen.getByRole('region', { name: 'Category Overview' })).getByText('Unknown'),
    ).toBeVisible();
  });

  it('gives every average tariff with one decimal, so 0.0% and 6.0% line up with 4.4%', () => {
    expect([0, 6, 4.44, 12.25].map(formatTariff)).toEqual(['0.0%', '6.0%', '4.4%', '12.3%']);
    expect(formatTariff(null)).toBe('No data');
  });

  it('lists subcategory cards with HS code, risk, markets, tariff and requirement count', async () => {
    const { lists } = serveCategory();
    renderApp('/commodity/1');
    const card = await screen.findByRole('article', { name: 'Cocoa beans' });
    expect(within(card).getByText('HS 1801')).toBeVisible();
    expect(within(card).getByText('high risk')).toBeVisible();
    expect(within(card).getByText('Markets').nextSibling).toHaveTextContent('5');
    expect(within(card).getByText('Avg tariff').nextSibling).toHaveTextContent('No data');
    const coffeeCard = screen.getByRole('article', { name: 'Coffee' });
    expect(within(coffeeCard).getByText('Avg tariff').nextSibling).toHaveTextContent('7.5%');
    expect(within(card).getByText('Requirements').nextSibling).toHaveTextContent('3');
    expect(lists[0]!.searchParams.get('categoryId')).toBe('1');
  });

  it('loads further pages of a long category, saying how many there are', async () => {
    server.use(
      http.get('/api/commodity-categories/1', () => HttpResponse.json(buildCategory())),
      http.get('/api/commodity-subcategories', ({ request }) => {
        const second = new URL(request.url).searchParams.get('cursor') === 'page-2';
        return HttpResponse.json([second ? cocoa : coffee], {
          headers: {
            'X-Total-Count': '2',
            ...(second
              ? {}
              : {
                  Link: '</api/commodity-subcategories?categoryId=1&limit=500&cursor=page-2>; rel="next"',
                }),
          },
        });
      }),
    );
    const { user } = renderApp('/commodity/1');
    expect(await screen.findByRole('article', { name: 'Coffee' })).toBeVisible();
    expect(screen.getByText('1 of 2 subcategories')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Cocoa beans' })).toBeVisible();
    expect(screen.queryByText('1 of 2 subcategories')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows 6 skeletons while the subcategories load', async () => {
    server.use(
      http.get('/api/commodity-categories/1', () => HttpResponse.json(buildCategory())),
      http.get('/api/commodity-subcategories', () => delay('infinite')),
    );
    renderApp('/commodity/1');
    await screen.findByRole('heading', { level: 1, name: 'Foods' });
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  });

  it('searches through the search endpoint and shows the list again when cleared', async () => {
    const { searches } = serveCategory();
    const { user } = renderApp('/commodity/1');
    await screen.findByRole('article', { name: 'Coffee' });
    const search = screen.getByRole('searchbox', { name: 'Search subcategories' });
    await user.type(search, 'cocoa');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Coffee' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('article', { name: 'Cocoa beans' })).toBeVisible();
    expect(searches.at(-1)!.searchParams.get('query')).toBe('cocoa');
    expect(searches.at(-1)!.searchParams.get('categoryId')).toBe('1');

    await user.clear(search);
    await user.type(search, 'tea');
    expect(await screen.findByText('No subcategories found')).toBeVisible();
    await user.clear(search);
    expect(await screen.findByRole('article', { name: 'Coffee' })).toBeVisible();
  });

  it('names a failed list with Retry, never as an empty category', async () => {
    let fail = true;
    server.use(
      http.get('/api/commodity-categories/1', () => HttpResponse.json(buildCategory())),
      http.get('/api/commodity-subcategories', () =>
        fail ? HttpResponse.text('down', { status: 503 }) : HttpResponse.json([cocoa]),
      ),
    );
    const { user } = renderApp('/commodity/1');
    const alert = (await screen.findByText(/Failed to fetch subcategories/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(screen.queryByText('No subcategories found')).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Analyse Cocoa beans' })).toBeVisible();
    expect(screen.queryByText(/Failed to fetch subcategories/)).toBeNull();
  });

  it('opens the market analysis panel of a selected subcategory with its quick links', async () => {
    serveCategory();
    const { user } = renderApp('/commodity/1');
    await user.click(await screen.findByRole('button', { name: 'Analyse Cocoa beans' }));
    const panel = await screen.findByRole('region', { name: 'Market analysis: Cocoa beans' });
    expect(within(panel).getByText('1801')).toBeVisible();
    expect(within(panel).getByText('Netherlands')).toBeVisible();
    expect(within(panel).getByText('Compliance Requirements (3)')).toBeVisible();
    expect(
      within(panel).getByRole('link', { name: 'Market analysis for HS 1801' }),
    ).toHaveAttribute('href', '/market-analysis?hsCode=1801');
    expect(
      within(panel).getByRole('link', { name: 'Tariff classifications for HS 1801' }),
    ).toHaveAttribute('href', '/tariff-classification?hsCode=1801');
    expect(within(panel).getByRole('link', { name: 'Compliance workflows' })).toHaveAttribute(
      'href',
      '/?view=workflows&commodityCategoryId=1',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close analysis' }));
    expect(
      screen.queryByRole('region', { name: 'Market analysis: Cocoa beans' }),
    ).not.toBeInTheDocument();
  });

  it('says what an average rests on: no figure for specific duties only, the share of lines otherwise', async () => {
    const market = (
      code: string,
      lineCount: number,
      ratedLines: number,
      avgRate: number | null,
    ) => ({
      market: code,
      lineCount,
      ratedLines,
      avgRate,
      asOf: '2026-04-20',
      stale: false,
    });
    // Live poultry under the EU and US schedules: specific duties only, no percentage anywhere.
    const poultry = buildSubcategory({
      id: 5,
      name: 'Live poultry',
      hsCode: '0105',
      avgTariffRate: null,
      tariffBasis: {
        markets: [market('EU', 13, 0, null), market('US', 7, 0, null)],
        remedyTypes: [],
      },
    });
    // Sugar: the mean of the US and Japanese ad valorem lines, 9 of the 42 loaded.
    const sugar = buildSubcategory({
      id: 6,
      name: 'Cane or beet sugar',
      hsCode: '1701',
      avgTariffRate: 2.81,
      tariffBasis: {
        markets: [market('EU', 9, 0, null), market('JP', 9, 2, 0), market('US', 24, 7, 5.61)],
        remedyTypes: [],
      },
    });
    serveCategory({ subcategories: [poultry, sugar, coffee] });
    const { user } = renderApp('/commodity/1');
    const tariffOf = async (name: string) =>
      within(await screen.findByRole('article', { name })).getByText('Avg tariff').nextSibling
        ?.parentElement;
    expect(await tariffOf('Live poultry')).toHaveTextContent(
      /^Avg tariffNo dataspecific duties only$/,
    );
    expect(await tariffOf('Cane or beet sugar')).toHaveTextContent(
      /^Avg tariff2\.8%ad valorem lines only: 9 of 42$/,
    );
    // Every line of coffee carries a percentage: nothing to add.
    expect(await tariffOf('Coffee')).toHaveTextContent(/^Avg tariff7\.5%$/);

    await user.click(screen.getByRole('button', { name: 'Analyse Live poultry' }));
    let panel = await screen.findByRole('region', { name: 'Market analysis: Live poultry' });
    expect(within(panel).getByText('Average Tariff').nextSibling).toHaveTextContent(
      'No dataspecific duties only',
    );
    expect(
      within(panel).getByText(
        'European Union: no ad valorem line (specific duties only), 13 lines (as of 2026-04-20; not counted in the average)',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Analyse Cane or beet sugar' }));
    panel = await screen.findByRole('region', { name: 'Market analysis: Cane or beet sugar' });
    expect(within(panel).getByText('Average Tariff').nextSibling).toHaveTextContent(
      '2.8%ad valorem lines only: 9 of 42',
    );
    expect(
      within(panel).getByText('United States: 5.6% over 7 of 24 lines (as of 2026-04-20)'),
    ).toBeVisible();
  });

  describe('on a phone', () => {
    afterEach(() => {
      window.innerWidth = 1024;
      vi.restoreAllMocks();
    });

    it('scrolls the analysis panel into view once it is shown, not while it is still hidden', async () => {
      window.innerWidth = 390;
      // What the scrolled box holds when scrollIntoView runs: the selected subcategory's panel
      // once the render that shows it is committed (before it, the hidden placeholder).
      const scrolled: (string | null)[] = [];
      vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
        scrolled.push(this.querySelector('section')?.getAttribute('aria-label') ?? null);
      });
      serveCategory();
      const { user } = renderApp('/commodity/1');
      await user.click(await screen.findByRole('button', { name: 'Analyse Cocoa beans' }));
      await screen.findByRole('region', { name: 'Market analysis: Cocoa beans' });
      await waitFor(() => expect(scrolled).toEqual(['Market analysis: Cocoa beans']));
      await user.click(screen.getByRole('button', { name: 'Analyse Coffee' }));
      await waitFor(() =>
        expect(scrolled).toEqual(['Market analysis: Cocoa beans', 'Market analysis: Coffee']),
      );
    });
  });

  it('shows where the average tariff comes from: each market, its lines and as-of date, and remedies', async () => {
    const butter = buildSubcategory({
      id: 3,
      name: 'Cocoa butter',
      hsCode: '180400',
      avgTariffRate: 2.57,
      tariffBasis: {
        markets: [
          {
            market: 'EU',
            lineCount: 1,
            ratedLines: 1,
            avgRate: 7.7,
            asOf: '2020-12-02',
            stale: true,
          },
          {
            market: 'US',
            lineCount: 2,
            ratedLines: 1,
            avgRate: 0,
            asOf: '2026-04-20',
            stale: false,
          },
        ],
        remedyTypes: ['section_301'],
      },
    });
    const empty = buildSubcategory({
      id: 4,
      name: 'Unspecified goods',
      hsCode: '999999',
      avgTariffRate: null,
      tradeRisk: null,
      tariffBasis: { markets: [], remedyTypes: [] },
    });
    serveCategory({ subcategories: [butter, empty] });
    const { user } = renderApp('/commodity/1');
    await user.click(await screen.findByRole('button', { name: 'Analyse Cocoa butter' }));
    let panel = await screen.findByRole('region', { name: 'Market analysis: Cocoa butter' });
    expect(within(panel).getByText('Average Tariff').nextSibling).toHaveTextContent('2.6%');
    const basis = within(panel).getByLabelText('Tariff basis');
    expect(
      within(basis).getByText('European Union: 7.7% over 1 of 1 lines (as of 2020-12-02, stale)'),
    ).toBeVisible();
    expect(
      within(basis).getByText('United States: 0.0% over 1 of 2 lines (as of 2026-04-20)'),
    ).toBeVisible();
    expect(within(basis).getByText('Trade remedies: section 301')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Analyse Unspecified goods' }));
    panel = await screen.findByRole('region', { name: 'Market analysis: Unspecified goods' });
    expect(within(panel).getByText('Average Tariff').nextSibling).toHaveTextContent('No data');
    expect(
      within(within(panel).getByLabelText('Tariff basis')).getByText(
        'No data: no loaded tariff schedule has a line under HS 9999.99.',
      ),
    ).toBeVisible();
  });

  describe('quick links open their screens pre-filtered by the commodity', () => {
    const serveTargets = () => {
      // Whatever else the target screens load answers as unavailable; the filters are the point.
      // (Handlers added later take precedence over this one.)
      server.use(http.get('/api/*', () => HttpResponse.text('not in this test', { status: 503 })));
      serveCategory();
      const classificationLists: URL[] = [];
      const workflowLists: URL[] = [];
      server.use(
        http.get('/api/tariff-classifications', ({ request }) => {
          classificationLists.push(new URL(request.url));
          return HttpResponse.json([]);
        }),
        http.get('/api/compliance-workflows', ({ request }) => {
          workflowLists.push(new URL(request.url));
          return HttpResponse.json([]);
        }),
      );
      return { classificationLists, workflowLists };
    };
    const follow = async (name: string) => {
      const { user } = renderApp('/commodity/1');
      await user.click(await screen.findByRole('button', { name: 'Analyse Cocoa beans' }));
      const panel = await screen.findByRole('region', { name: 'Market analysis: Cocoa beans' });
      await user.click(within(panel).getByRole('link', { name }));
    };

    it('tariff classifications: the list is asked for HS 1801 and the form starts on it', async () => {
      const { classificationLists } = serveTargets();
      await follow('Tariff classifications for HS 1801');
      await waitFor(() =>
        expect(classificationLists.some((url) => url.searchParams.get('hsCode') === '1801')).toBe(
          true,
        ),
      );
      expect(screen.getByLabelText('HS code')).toHaveValue('1801');
    });

    it('market analysis: the comparison form starts on HS 1801', async () => {
      serveTargets();
      await follow('Market analysis for HS 1801');
      expect(await screen.findByLabelText('HS code')).toHaveValue('1801');
    });

    // The dashboard behind the dialog is the heaviest screen to render: slow on a shared machine.
    it("compliance workflows: the dialog lists the category's workflows", async () => {
      const { workflowLists } = serveTargets();
      await follow('Compliance workflows');
      expect(
        await screen.findByRole('dialog', { name: /Compliance Workflows/ }, { timeout: 45_000 }),
      ).toBeVisible();
      await waitFor(
        () =>
          expect(
            workflowLists.some((url) => url.searchParams.get('commodityCategoryId') === '1'),
          ).toBe(true),
        { timeout: 45_000 },
      );
    }, 120_000);
  });

  it('validates the Add Subcategory dialog, creates the subcategory, toasts and refreshes the list', async () => {
    const { lists } = serveCategory();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/commodity-subcategories', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          buildSubcategory({ id: 9, categoryId: 1, name: 'Cocoa butter', hsCode: '1804' }),
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/commodity/1');
    await user.click(await screen.findByRole('button', { name: 'Add Subcategory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Subcategory' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Subcategory' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('HS code is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Name'), 'Cocoa butter');
    await user.type(within(dialog).getByLabelText('HS Code'), '180');
    await user.click(within(dialog).getByRole('button', { name: 'Add Subcategory' }));
    expect(
      await within(dialog).findByText('HS code must have 2, 4, 6, 8 or 10 digits'),
    ).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('HS Code'), '4');
    await user.type(within(dialog).getByLabelText('Description'), 'Cocoa butter, fat and oil');
    const listsBefore = lists.length;
    await user.click(within(dialog).getByRole('button', { name: 'Add Subcategory' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        categoryId: 1,
        name: 'Cocoa butter',
        hsCode: '1804',
        description: 'Cocoa butter, fat and oil',
      },
    ]);
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(notifications).findByText('Subcategory Cocoa butter added')).toBeVisible();
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
  });

  it("shows the server's 400 message in the dialog and keeps what was typed", async () => {
    serveCategory();
    server.use(
      http.post('/api/commodity-subcategories', () =>
        HttpResponse.json(
          { message: 'HS code 180499 does not exist in HS 2022; nearest valid code is 1804' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/commodity/1');
    await user.click(await screen.findByRole('button', { name: 'Add Subcategory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Subcategory' });
    await user.type(within(dialog).getByLabelText('Name'), 'Cocoa butter');
    await user.type(within(dialog).getByLabelText('HS Code'), '180499');
    await user.click(within(dialog).getByRole('button', { name: 'Add Subcategory' }));
    expect(
      await within(dialog).findByText(
        '400: HS code 180499 does not exist in HS 2022; nearest valid code is 1804',
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('HS Code')).toHaveValue('180499');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('puts the server refusing the HS code under the HS Code field, in words', async () => {
    serveCategory();
    server.use(
      http.post('/api/commodity-subcategories', () =>
        HttpResponse.json(
          {
            message:
              "hsCode '180499' is not valid in HS 2022: it does not exist. Nearest valid code: 1804 (Cocoa; butter, fat and oil)",
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/commodity/1');
    await user.click(await screen.findByRole('button', { name: 'Add Subcategory' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Subcategory' });
    await user.type(within(dialog).getByLabelText('Name'), 'Cocoa butter');
    await user.type(within(dialog).getByLabelText('HS Code'), '180499');
    await user.click(within(dialog).getByRole('button', { name: 'Add Subcategory' }));
    const hsCode = within(dialog).getByLabelText('HS Code');
    await waitFor(() => expect(hsCode).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog).getByText(
        "HS code '180499' is not valid in HS 2022: it does not exist. Nearest valid code: 1804 (Cocoa; butter, fat and oil)",
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Category Not Found' with a way back for a missing or invalid category", async () => {
    server.use(
      http.get('/api/commodity-categories/99', () =>
        HttpResponse.json({ statusCode: 404, message: 'Category not found' }, { status: 404 }),
      ),
      http.get('/api/commodity-subcategories', () => HttpResponse.json([])),
    );
    const missing = renderApp('/commodity/99');
    expect(await screen.findByText('Category Not Found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    missing.unmount();
    renderApp('/commodity/not-a-number');
    expect(await screen.findByText('Category Not Found')).toBeVisible();
  });

  it('names a failed category fetch, and Retry loads it', async () => {
    let up = false;
    server.use(
      http.get('/api/commodity-categories/1', () =>
        up
          ? HttpResponse.json(buildCategory({ id: 1, name: 'Foods' }))
          : HttpResponse.text('down', { status: 500 }),
      ),
      http.get('/api/commodity-subcategories', () => HttpResponse.json([])),
    );
    const { user } = renderApp('/commodity/1');
    expect(await screen.findByText(/Failed to fetch category/)).toBeVisible();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foods' })).toBeVisible();
  });
});
