import type { Regulation } from '@compliance/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

const DAY_MS = 24 * 60 * 60 * 1000;
let nextId = 1;

const buildRegulation = (overrides: Partial<Regulation> = {}): Regulation => {
  const id = nextId++;
  return {
    id,
    title: `Regulation ${id}`,
    regulationCode: `REG-${id}`,
    country: 'European Union',
    regulationType: 'import',
    description: 'Rules for imports.',
    effectiveDate: '2024-01-01',
    expiryDate: null,
    source: 'EUR-Lex',
    requirements: null,
    applicableCommodities: [],
    isActive: true,
    createdAt: new Date(Date.now() - 30 * DAY_MS).toISOString(),
    updatedAt: new Date(Date.now() - 30 * DAY_MS).toISOString(),
    ...overrides,
  };
};

const serveRegulations = (regulations: Regulation[]) =>
  server.use(http.get('/api/regulations', () => HttpResponse.json(regulations)));

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const statValue = (label: string) =>
  within(screen.getByRole('region', { name: label })).getByTestId('metric-value');
// user.type is slow on MUI inputs in jsdom; typing itself is covered by the first field of each form.
const fill = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const titles = () =>
  screen.queryAllByTestId('regulation-item').map((item) => item.getAttribute('aria-label'));

describe('Regulatory Database screen', () => {
  it('shows title and the loading text, then the empty database state', async () => {
    server.use(http.get('/api/regulations', () => delay('infinite')));
    const view = renderApp('/regulatory-database');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Regulatory Database' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Loading regulations...')).toBeVisible();
    view.unmount();

    serveRegulations([]);
    renderApp('/regulatory-database');
    expect(await screen.findByText('No regulations in database')).toBeVisible();
    expect(statValue('Total Regulations')).toHaveTextContent('0');
  });

  it('counts total, countries, active and updated in the last 7 days', async () => {
    serveRegulations([
      buildRegulation({ country: 'United States', updatedAt: new Date().toISOString() }),
      buildRegulation({
        isActive: false,
        updatedAt: new Date(Date.now() - 6 * DAY_MS).toISOString(),
      }),
      buildRegulation({ country: 'United Kingdom' }),
      buildRegulation({ updatedAt: new Date(Date.now() - 8 * DAY_MS).toISOString() }),
    ]);
    renderApp('/regulatory-database');
    await waitFor(() => expect(statValue('Total Regulations')).toHaveTextContent('4'));
    expect(statValue('Countries')).toHaveTextContent('3');
    expect(statValue('Active Regulations')).toHaveTextContent('3');
    expect(statValue('Updated in Last 7 Days')).toHaveTextContent('2');
  });

  it('gives each card label the whole card width from sm up, so it takes one line', async () => {
    serveRegulations([buildRegulation()]);
    renderApp('/regulatory-database');
    await waitFor(() => expect(statValue('Total Regulations')).toHaveTextContent('1'));
    // jsdom has no layout: read the card's own CSS rules, media query by media query.
    const rulesFor = (element: Element) => {
      const classes = Array.from(element.classList, (name) => `.${name}`);
      const found: { media: string; style: CSSStyleDeclaration }[] = [];
      const walk = (rules: CSSRuleList, media: string) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText);
          else if (rule instanceof CSSStyleRule && classes.includes(rule.selectorText))
            found.push({ media, style: rule.style });
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, '');
      return found;
    };
    const card = screen.getByRole('region', { name: 'Updated in Last 7 Days' });
    const label = within(card).getByText('Updated in Last 7 Days');
    const value = within(card).getByTestId('metric-value');
    const layout = label.parentElement!;
    // Label, value and icon share one grid: the label's row spans the icon's column from sm up.
    expect(value.parentElement).toBe(layout);
    const areas = rulesFor(layout)
      .filter(({ style }) => style.getPropertyValue('grid-template-areas'))
      .map(({ media, style }) => [media, style.getPropertyValue('grid-template-areas')]);
    expect(areas).toContainEqual(['(min-width:600px)', '"label label" "value icon"']);
    expect(
      rulesFor(label).some(({ style }) => style.getPropertyValue('grid-area') === 'label'),
    ).toBe(true);
  });

  it('renders type badges with the spec variants, requirements and HS codes', async () => {
    serveRegulations([
      buildRegulation({
        title: 'Deforestation Regulation',
        regulationType: 'environmental',
        requirements: {
          documents: ['Due diligence statement'],
          geolocationOfPlotsOfLand: true,
          due_diligence_fee_eur: 0,
        },
        applicableCommodities: ['1801'],
      }),
      buildRegulation({ title: 'Export rules', regulationType: 'export' }),
      buildRegulation({ title: 'Customs code', regulationType: 'customs' }),
      buildRegulation({ title: 'Toy safety', regulationType: 'safety' }),
      buildRegulation({ title: 'Import rules', regulationType: 'import' }),
    ]);
    renderApp('/regulatory-database');
    const item = await screen.findByRole('article', { name: 'Deforestation Regulation' });
    // Keys read as words, flags as Yes or No.
    expect(within(item).getByText('Documents: Due diligence statement')).toBeVisible();
    expect(within(item).getByText('Geolocation of plots of land: Yes')).toBeVisible();
    expect(within(item).getByText('Due diligence fee EUR: 0')).toBeVisible();
    expect(within(item).getByText('HS 1801')).toBeVisible();
    const variants = Object.fromEntries(
      [...document.querySelectorAll('[data-type]')].map((badge) => [
        badge.getAttribute('data-type'),
        badge.getAttribute('data-variant'),
      ]),
    );
    expect(variants).toEqual({
      environmental: 'secondary',
      export: 'secondary',
      customs: 'outline',
      safety: 'destructive',
      import: 'default',
    });
  });

  it('writes the CE marking requirement of the seeded Toy Safety Directive as CE, not Ce', async () => {
    serveRegulations([
      buildRegulation({
        title: 'Toy Safety Directive',
        regulationType: 'safety',
        requirements: { documents: ['EC declaration of conformity'], ceMarking: true },
      }),
    ]);
    renderApp('/regulatory-database');
    const item = await screen.findByRole('article', { name: 'Toy Safety Directive' });
    expect(within(item).getByText('CE marking: Yes')).toBeVisible();
  });

  it('searches the server only above 2 characters and shows Searching...', async () => {
    serveRegulations([buildRegulation({ title: 'Carbon border' }), buildRegulation()]);
    const queries: string[] = [];
    let release: () => void = () => {};
    server.use(
      http.get('/api/regulations/search', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        queries.push(q);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(
          q === 'carbon' ? [buildRegulation({ title: 'Carbon border' })] : [],
        );
      }),
    );
    const { user } = renderApp('/regulatory-database');
    await screen.findByRole('article', { name: 'Carbon border' });
    const box = screen.getByRole('searchbox', { name: 'Search regulations' });
    await user.type(box, 'ca');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    await user.type(box, 'rbon');
    expect(await screen.findByText('Searching...')).toBeVisible();
    await waitFor(() => expect(queries).toEqual(['carbon']));
    release();
    await waitFor(() => expect(titles()).toEqual(['Carbon border']));

    await user.clear(box);
    await user.type(box, 'nothing');
    await waitFor(() => expect(queries).toContain('nothing'));
    release();
    expect(await screen.findByText('No regulations found matching your search')).toBeVisible();
  });

  it('builds country and type filters from the loaded data', async () => {
    serveRegulations([
      buildRegulation({ title: 'EU import', country: 'European Union', regulationType: 'import' }),
      buildRegulation({ title: 'US export', country: 'United States', regulationType: 'export' }),
      buildRegulation({ title: 'US safety', country: 'United States', regulationType: 'safety' }),
    ]);
    const { user } = renderApp('/regulatory-database');
    await screen.findByRole('article', { name: 'EU import' });

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const countries = screen.getByRole('listbox');
    expect(
      within(countries)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All countries', 'European Union', 'United States']);
    await user.click(within(countries).getByRole('option', { name: 'United States' }));
    await waitFor(() => expect(titles()).toEqual(['US export', 'US safety']));

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const types = screen.getByRole('listbox');
    expect(
      within(types)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Export', 'Import', 'Safety']);
    await user.click(within(types).getByRole('option', { name: 'Import' }));
    expect(await screen.findByText('No regulations found matching your search')).toBeVisible();
  });

  it('validates, reports invalid JSON, creates, toasts and resets the form', async () => {
    serveRegulations([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/regulations', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildRegulation(), { status: 201 });
      }),
    );
    const { user } = renderApp('/regulatory-database');
    await screen.findByText('No regulations in database');
    await user.click(screen.getByRole('button', { name: 'Add Regulation' }));
    const form = screen.getByRole('form', { name: 'Add Regulation' });
    const submit = () => user.click(within(form).getByRole('button', { name: 'Add Regulation' }));

    await submit();
    for (const message of [
      'Title is required',
      'Regulation code is required',
      'Country is required',
      'Effective date is required',
      'Source is required',
      'Description is required',
    ]) {
      expect(within(form).getByText(message)).toBeVisible();
    }

    await user.type(within(form).getByLabelText(/Title/), 'Deforestation Regulation');
    fill(form, /Regulation code/, '(EU) 2023/1115');
    // The country is offered by name, as the reference rows have it (not 'EU' or 'US').
    const country = within(form).getByRole('combobox', { name: /Country/ });
    // Names the typed text starts come first: "Ger" is Germany before Algeria and Niger.
    await user.type(country, 'Ger');
    expect(
      (await screen.findAllByRole('option')).slice(0, 2).map((option) => option.textContent),
    ).toEqual(['Germany', 'Algeria']);
    await user.clear(country);
    await user.type(country, 'European U');
    await user.click(await screen.findByRole('option', { name: 'European Union' }));
    fill(form, /Effective date/, '2023-06-29');
    fill(form, /Source/, 'EUR-Lex');
    fill(form, /Description/, 'Due diligence duties.');
    fill(form, /Applicable commodities/, ' 1801 , 4403,');
    fill(form, /Requirements/, '{"documents": [');
    await submit();
    expect(await within(form).findByText(/Requirements must be valid JSON/)).toBeVisible();
    expect(bodies).toHaveLength(0);

    fill(form, /Requirements/, '{"documents": ["Due diligence statement"]}');
    await submit();
    const region = notifications();
    expect(await within(region).findByText('Regulation added successfully')).toBeVisible();
    expect(within(region).getByText('Success')).toBeVisible();
    expect(bodies).toEqual([
      {
        title: 'Deforestation Regulation',
        regulationCode: '(EU) 2023/1115',
        country: 'European Union',
        regulationType: 'import',
        description: 'Due diligence duties.',
        effectiveDate: '2023-06-29',
        expiryDate: null,
        source: 'EUR-Lex',
        requirements: { documents: ['Due diligence statement'] },
        applicableCommodities: ['1801', '4403'],
        isActive: true,
      },
    ]);
    await waitFor(() => expect(within(form).getByLabelText(/Title/)).toHaveValue(''));
    expect(within(form).getByLabelText(/Requirements/)).toHaveValue('');
  });

  it('shows an error with Retry instead of the cards when the list fails, never zeros', async () => {
    let fail = true;
    server.use(
      http.get('/api/regulations', () =>
        fail
          ? HttpResponse.json({ message: 'database unavailable' }, { status: 503 })
          : HttpResponse.json([buildRegulation({ country: 'Japan' })]),
      ),
    );
    const { user } = renderApp('/regulatory-database');
    const alert = (await screen.findByText(/Could not load the summary figures/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('database unavailable');
    expect(screen.queryByRole('region', { name: 'Total Regulations' })).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statValue('Total Regulations')).toHaveTextContent('1'));
    expect(screen.queryByText(/Could not load the summary figures/)).toBeNull();
  });

  it('shows the failed list as an error with Retry, never as an empty database', async () => {
    let fail = true;
    server.use(
      http.get('/api/regulations', () =>
        fail
          ? HttpResponse.json({ message: 'database unavailable' }, { status: 503 })
          : HttpResponse.json([buildRegulation({ title: 'Dual-use export controls' })]),
      ),
    );
    const { user } = renderApp('/regulatory-database');
    const alert = (await screen.findByText(/Could not load the regulations/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('database unavailable');
    expect(screen.queryByText('No regulations in database')).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()).toEqual(['Dual-use export controls']));
    expect(screen.queryByText(/Could not load the regulations/)).toBeNull();
  });

  /** Opens Add Regulation, fills in the Toy Safety Directive and submits it. */
  const submitToySafety = async () => {
    const { user } = renderApp('/regulatory-database');
    await screen.findByText('No regulations in database');
    await user.click(screen.getByRole('button', { name: 'Add Regulation' }));
    const form = screen.getByRole('form', { name: 'Add Regulation' });
    await user.type(within(form).getByLabelText(/Title/), 'Toy safety');
    fill(form, /Regulation code/, '2009/48/EC');
    fill(form, /Country/, 'European Union');
    fill(form, /Effective date/, '2009-07-20');
    fill(form, /Source/, 'EUR-Lex');
    fill(form, /Description/, 'Safety of toys.');
    await user.click(within(form).getByRole('button', { name: 'Add Regulation' }));
    return { user, form };
  };

  it('keeps the values and shows the spec error toast when create fails', async () => {
    serveRegulations([]);
    server.use(
      http.post('/api/regulations', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { form } = await submitToySafety();
    const region = notifications();
    expect(await within(region).findByText('Failed to add regulation')).toBeVisible();
    expect(within(region).getByText('Error')).toBeVisible();
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Toy safety');
    // Not a duplicate: the code field carries no error.
    expect(within(form).getByLabelText(/Regulation code/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says under the code why a duplicate is refused, beside the spec toast', async () => {
    serveRegulations([]);
    server.use(
      http.post('/api/regulations', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Regulation 2009/48/EC already exists for European Union',
          },
          { status: 409 },
        ),
      ),
    );
    const { user, form } = await submitToySafety();
    expect(await within(notifications()).findByText('Failed to add regulation')).toBeVisible();
    const code = within(form).getByLabelText(/Regulation code/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form).getByText('Regulation 2009/48/EC already exists for European Union'),
    ).toBeVisible();
    // Editing the code clears the message.
    await user.type(code, '-A');
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
  });
});
