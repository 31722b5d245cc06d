import type { HsSuggestion, TariffClassification } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';
import { buildClassification, buildSuggestion } from './support/trade';

setupMswServer();

const LIST = '/api/tariff-classifications';

const serveList = (rows: TariffClassification[], seen: URL[] = []) =>
  server.use(
    http.get(LIST, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(rows);
    }),
  );

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const form = () => screen.getByRole('form', { name: 'New Classification' });
const recent = () => screen.getByRole('region', { name: 'Recent Classifications' });

describe('Tariff Classification screen', () => {
  it('shows the title and 5 skeleton rows while the list loads', async () => {
    server.use(http.get(LIST, () => delay('infinite')));
    renderApp('/tariff-classification');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tariff Classification' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(within(recent()).getAllByTestId('row-skeleton')).toHaveLength(5);
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serveList([]);
    renderApp('/tariff-classification');
    expect(await screen.findByText('No classifications found')).toBeVisible();
  });

  it('names the whole rate and its source on a rate cut short in the list', async () => {
    serveList([
      buildClassification({
        productDescription: 'Fresh navel oranges',
        hsCode: '080510',
        country: 'JP',
        tariffRate: '16% (1 Jun-30 Nov); 32% (1 Dec-31 May)',
        tariffRateSource: "Japan's Tariff Schedule, as of 2026-07-09",
      }),
    ]);
    renderApp('/tariff-classification');
    expect(
      await screen.findByLabelText(
        "16% (1 Jun-30 Nov); 32% (1 Dec-31 May) · Japan's Tariff Schedule, as of 2026-07-09",
      ),
    ).toBeVisible();
  });

  it('says on each row where its rate came from, or why it has none', async () => {
    serveList([
      buildClassification({
        id: 1,
        productDescription: 'Cotton tees',
        country: 'EU',
        tariffRate: '12.0%',
        tariffRateSource: 'EU Common External Tariff (2020-12-02, stale)',
      }),
      buildClassification({
        id: 2,
        productDescription: 'Cocoa beans',
        country: 'CN',
        tariffRate: null,
        tariffRateSource: 'No data: no tariff schedule is loaded for CN (loaded: US, EU, Japan)',
      }),
      buildClassification({
        id: 3,
        productDescription: 'Desk lamps',
        tariffRate: '3.9%',
        tariffRateSource: 'entered',
      }),
    ]);
    renderApp('/tariff-classification');
    const sources = await screen.findAllByTestId('rate-source');
    expect(sources.map((source) => source.textContent)).toEqual([
      'Rate from EU Common External Tariff (2020-12-02, stale)',
      'No data: no tariff schedule is loaded for CN (loaded: US, EU, Japan)',
      'Rate entered by hand',
    ]);
  });

  it('says a blank rate waits for a schedule still being imported, as pending rather than missing', async () => {
    const waiting =
      'No data yet: the US tariff schedule is still being imported (started 2026-12-02 09:15 UTC); the rate will be filled when it finishes';
    serveList([
      buildClassification({
        id: 1,
        productDescription: 'Cotton tees',
        hsCode: '610910',
        country: 'US',
        tariffRate: null,
        tariffRateSource: waiting,
      }),
      buildClassification({
        id: 2,
        productDescription: 'Cocoa beans',
        country: 'CN',
        tariffRate: null,
        tariffRateSource: 'No data: no tariff schedule is loaded for CN',
      }),
    ]);
    renderApp('/tariff-classification');
    const [tees, cocoa] = await screen.findAllByTestId('classification-row');
    expect(within(tees!).getByTestId('rate-source')).toHaveTextContent(waiting);
    expect(within(tees!).getByText('Rate pending')).toBeVisible();
    expect(within(tees!).queryByText('No rate')).not.toBeInTheDocument();
    expect(within(cocoa!).getByText('No rate')).toBeVisible();
    expect(within(cocoa!).queryByText('Rate pending')).not.toBeInTheDocument();
  });

  it('shows a failed list with Retry, and Retry loads it', async () => {
    let fail = true;
    server.use(
      http.get(LIST, () =>
        fail
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json([buildClassification({ productDescription: 'Cotton tees' })]),
      ),
    );
    const { user } = renderApp('/tariff-classification');
    expect(
      await screen.findByText(/Failed to load classifications\. 503: Database unavailable/),
    ).toBeVisible();
    fail = false;
    await user.click(within(recent()).getByRole('button', { name: 'Retry' }));
    expect(await within(recent()).findByText('Cotton tees')).toBeVisible();
  });

  it('lists rows in a 24rem scroll and searches on the server by description or HS code', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(LIST, ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        const q = url.searchParams.get('q');
        return HttpResponse.json(
          q === 'laptop'
            ? [buildClassification({ productDescription: 'Laptop computer', hsCode: '847130' })]
            : [
                buildClassification({ productDescription: 'Cotton tees' }),
                buildClassification({ productDescription: 'Laptop computer', hsCode: '847130' }),
              ],
        );
      }),
    );
    const { user } = renderApp('/tariff-classification');
    const list = await screen.findByTestId('recent-classifications');
    expect(within(list).getAllByTestId('classification-row')).toHaveLength(2);
    expect(list).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
    expect(within(list).getByText('8471.30')).toBeVisible();
    expect(within(list).getAllByText('16.5%')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search classifications' }), 'laptop');
    await waitFor(() => expect(within(list).getAllByTestId('classification-row')).toHaveLength(1));
    expect(seen.at(-1)?.searchParams.get('q')).toBe('laptop');

    server.use(http.get(LIST, () => HttpResponse.json([])));
    await user.type(screen.getByRole('searchbox', { name: 'Search classifications' }), 'zzz');
    expect(await screen.findByText('No classifications match your search.')).toBeVisible();
  });

  it('shows the three required-field messages and sends nothing', async () => {
    serveList([]);
    let posts = 0;
    server.use(
      http.post(LIST, () => {
        posts += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp('/tariff-classification');
    await screen.findByText('No classifications found');
    await user.click(within(form()).getByRole('button', { name: 'Create Classification' }));
    for (const message of [
      'Product description is required',
      'HS code is required',
      'Country is required',
    ]) {
      expect(await within(form()).findByText(message)).toBeVisible();
    }
    expect(posts).toBe(0);
  });

  it('suggests HS codes for the description, picks one, creates, toasts and resets', async () => {
    serveList([]);
    const suggestionUrls: URL[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/hs-codes/suggestions', ({ request }) => {
        suggestionUrls.push(new URL(request.url));
        return HttpResponse.json([
          buildSuggestion(),
          buildSuggestion({
            code: '610990',
            description: 'T-shirts of other textile materials',
            score: 0.4,
            reasons: ['words: t-shirt'],
          }),
        ]);
      }),
      http.post(LIST, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildClassification(), { status: 201 });
      }),
    );
    const { user } = renderApp('/tariff-classification');
    await screen.findByText('No classifications found');
    await user.type(within(form()).getByLabelText('Product description'), 'cotton tee shirts');
    await user.click(within(form()).getByRole('button', { name: 'Suggest' }));

    const panel = await screen.findByRole('region', { name: 'HS code suggestions' });
    const items = await within(panel).findAllByTestId('hs-suggestion');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('6109.10')).toBeVisible();
    expect(within(items[0]!).getByText('Best match')).toBeVisible();
    expect(within(items[0]!).getByText('synonym: tee → t-shirt')).toBeVisible();
    expect(items[0]).toHaveTextContent(
      'Section XI › 61 Apparel, knitted or crocheted › 6109 T-shirts',
    );
    // The section's long title is on hover only.
    expect(items[0]).not.toHaveTextContent('Textiles and textile articles');
    expect(within(items[0]!).getByTitle(/^XI Textiles and textile articles › 61 /)).toBeVisible();
    const url = suggestionUrls[0]!;
    expect(url.searchParams.get('description')).toBe('cotton tee shirts');
    expect(url.searchParams.get('limit')).toBe('5');

    await user.click(within(items[0]!).getByRole('button', { name: 'Use 6109.10' }));
    expect(within(form()).getByLabelText('HS code')).toHaveValue('610910');
    expect(screen.queryByRole('region', { name: 'HS code suggestions' })).not.toBeInTheDocument();

    await user.type(within(form()).getByRole('combobox', { name: 'Country' }), 'United States');
    await user.click(within(form()).getByRole('button', { name: 'Create Classification' }));
    expect(
      await within(notifications()).findByText('Tariff classification created successfully'),
    ).toBeVisible();
    expect(within(notifications()).getByText('Success')).toBeVisible();
    expect(bodies).toEqual([
      {
        productDescription: 'cotton tee shirts',
        hsCode: '610910',
        tariffRate: null,
        country: 'US',
      },
    ]);
    await waitFor(() => expect(within(form()).getByLabelText('HS code')).toHaveValue(''));
    expect(within(form()).getByLabelText('Product description')).toHaveValue('');
  });

  it('asks for a description before suggesting, and shows a failed suggestion with Retry', async () => {
    serveList([]);
    let fail = true;
    server.use(
      http.get('/api/hs-codes/suggestions', () =>
        fail
          ? HttpResponse.json({ message: 'Suggestions unavailable' }, { status: 503 })
          : HttpResponse.json([]),
      ),
    );
    const { user } = renderApp('/tariff-classification');
    await screen.findByText('No classifications found');
    await user.click(within(form()).getByRole('button', { name: 'Suggest' }));
    expect(await within(form()).findByText('Product description is required')).toBeVisible();

    await user.type(within(form()).getByLabelText('Product description'), 'widgets');
    await user.click(within(form()).getByRole('button', { name: 'Suggest' }));
    const panel = await screen.findByRole('region', { name: 'HS code suggestions' });
    expect(await within(panel).findByText(/503: Suggestions unavailable/)).toBeVisible();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText(/No HS codes match this description/)).toBeVisible();
  });

  /** Suggests for `description` with these answers; the chip showing a reason. */
  const suggestWith = async (description: string, suggestions: HsSuggestion[]) => {
    serveList([]);
    server.use(http.get('/api/hs-codes/suggestions', () => HttpResponse.json(suggestions)));
    const { user } = renderApp('/tariff-classification');
    await screen.findByText('No classifications found');
    await user.type(within(form()).getByLabelText('Product description'), description);
    await user.click(within(form()).getByRole('button', { name: 'Suggest' }));
    const panel = await screen.findByRole('region', { name: 'HS code suggestions' });
    return async (reason: string) =>
      (await within(panel).findByText(reason)).closest('.MuiChip-root');
  };

  it('marks how the figures of the description compare with each code', async () => {
    const within750 = "'40 watt' within 'not exceeding 750W' in its own text";
    const outside = "'40 watt' outside 'exceeding 750W but not exceeding 75kW' in its own text";
    const chip = await suggestWith('a 40 watt DC motor', [
      buildSuggestion({ code: '850131', reasons: [within750, "'motor' in its own text"] }),
      buildSuggestion({ code: '850132', score: 0.5, reasons: [outside] }),
    ]);
    expect(await chip(within750)).toHaveClass('MuiChip-colorSuccess');
    expect(await chip(outside)).toHaveClass('MuiChip-colorWarning');
    expect(await chip("'motor' in its own text")).toHaveClass('MuiChip-colorDefault');
  });

  it('marks what held a code back as a warning', async () => {
    const material = 'of ceramic, a material the description does not name (it names plastics)';
    const notTheArticle = 'a fabric, which the article the description names is not';
    const chip = await suggestWith('plastic tumblers', [
      buildSuggestion({ code: '392410', reasons: ["'plastic' in its own text"] }),
      buildSuggestion({ code: '691110', score: 0.2, reasons: [material] }),
      buildSuggestion({ code: '580220', score: 0.1, reasons: [notTheArticle] }),
    ]);
    expect(await chip(material)).toHaveClass('MuiChip-colorWarning');
    expect(await chip(notTheArticle)).toHaveClass('MuiChip-colorWarning');
    expect(await chip("'plastic' in its own text")).toHaveClass('MuiChip-colorDefault');
  });

  it('links a CBP ruling cited as a precedent to the ruling in CROSS', async () => {
    const precedent =
      "CBP ruling 081381 (1988): 'Nylon sleeping bag with insulation and zipper closure' as 9404.30";
    const chip = await suggestWith('a nylon sleeping bag', [
      buildSuggestion({ code: '940430', reasons: [precedent, "'sleeping' in its own text"] }),
    ]);
    const link = await chip(precedent);
    expect(link).toHaveAttribute('href', 'https://rulings.cbp.gov/ruling/081381');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveClass('MuiChip-colorInfo');
    expect(screen.getByRole('link', { name: /opens CBP ruling 081381/ })).toBe(link);
    expect(await chip("'sleeping' in its own text")).not.toHaveAttribute('href');
  });

  it('shows the first six reasons and the rest on demand', async () => {
    serveList([]);
    const reasons = Array.from({ length: 9 }, (_, at) => `'word${at}' in its own text`);
    server.use(
      http.get('/api/hs-codes/suggestions', () =>
        HttpResponse.json([buildSuggestion({ reasons })]),
      ),
    );
    const { user } = renderApp('/tariff-classification');
    await screen.findByText('No classifications found');
    await user.type(within(form()).getByLabelText('Product description'), 'a long description');
    await user.click(within(form()).getByRole('button', { name: 'Suggest' }));
    const panel = await screen.findByRole('region', { name: 'HS code suggestions' });
    expect(await within(panel).findByText("'word5' in its own text")).toBeVisible();
    expect(within(panel).queryByText("'word6' in its own text")).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show all 9 reasons' }));
    expect(within(panel).getByText("'word8' in its own text")).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when the code is refused, keeping the form", async () => {
    serveList([]);
    server.use(
      http.post(LIST, () =>
        HttpResponse.json(
          { message: 'HS code 610999 does not exist in HS 2022; nearest valid code is 6109' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/tariff-classification');
    await screen.findByText('No classifications found');
    await user.type(within(form()).getByLabelText('Product description'), 'Shirts');
    await user.type(within(form()).getByLabelText('HS code'), '610999');
    await user.type(within(form()).getByRole('combobox', { name: 'Country' }), 'Japan');
    await user.click(within(form()).getByRole('button', { name: 'Create Classification' }));
    expect(
      await within(notifications()).findByText(
        '400: HS code 610999 does not exist in HS 2022; nearest valid code is 6109',
      ),
    ).toBeVisible();
    expect(within(form()).getByLabelText('HS code')).toHaveValue('610999');
  });

  it('pre-filters the list and the form from ?hsCode= (a commodity quick link)', async () => {
    const seen: URL[] = [];
    serveList([buildClassification()], seen);
    const { user } = renderApp('/tariff-classification?hsCode=6109.10');
    await screen.findByTestId('recent-classifications');
    expect(seen[0]!.searchParams.get('hsCode')).toBe('610910');
    expect(within(form()).getByLabelText('HS code')).toHaveValue('610910');
    const chip = within(recent()).getByText('HS 6109.10');
    expect(chip).toBeVisible();
    await user.click(within(recent()).getByTestId('CancelIcon'));
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('hsCode')).toBeNull());
  });
});
