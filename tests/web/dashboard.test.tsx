import type {
  ComplianceAlert,
  ComplianceWorkflow,
  DashboardStats,
  Document,
} from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildDocument } from './support/documents';
import { buildAlert, buildStats } from './support/reference-data';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

type DashboardData = {
  stats?: Partial<DashboardStats>;
  documents?: Document[];
  alerts?: ComplianceAlert[];
  workflows?: ComplianceWorkflow[];
};

const serveDashboard = ({
  stats = buildStats(),
  documents = [],
  alerts = [],
  workflows = [],
}: DashboardData = {}) => {
  const urls: URL[] = [];
  server.use(
    http.get('/api/dashboard/stats', () => HttpResponse.json(stats)),
    http.get('/api/documents', ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(documents);
    }),
    http.get('/api/compliance-alerts', ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(alerts);
    }),
    http.get('/api/compliance-workflows', ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(workflows);
    }),
  );
  return urls;
};

const panel = (name: string) => screen.getByRole('region', { name });

describe('Dashboard', () => {
  it('greets the person signed in through OIDC and offers sign-out', async () => {
    serveDashboard();
    server.use(
      http.get('/api/session', () =>
        HttpResponse.json({
          user: { id: 'u-7', name: 'Olivia Okafor', email: null, role: 'compliance_officer' },
          authMode: 'oidc',
          signOutUrl: '/api/auth/logout',
        }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('Welcome back, Olivia Okafor')).toBeVisible();
    const chip = screen.getByLabelText('Signed in as Olivia Okafor');
    expect(chip).toHaveTextContent('OO');
    expect(chip).toHaveTextContent('Compliance Officer');
    expect(within(chip).getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/api/auth/logout',
    );
  });

  it('greets the signed-in user and shows the vendors banner with its buttons', async () => {
    serveDashboard();
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome back, Sarah Chen')).toBeVisible();
    expect(screen.getByLabelText('Signed in as Sarah Chen')).toHaveTextContent('SC');

    const banner = screen.getByRole('region', { name: 'Explore Vendors' });
    expect(within(banner).getByText('NEW')).toBeVisible();
    expect(within(banner).getByText('Welcome to the Multivendor Platform')).toBeVisible();
    expect(within(banner).getByRole('link', { name: /Explore Vendors/ })).toHaveAttribute(
      'href',
      '/vendors',
    );
    expect(within(banner).getByRole('link', { name: 'Explore BOAs' })).toHaveAttribute(
      'href',
      '/digital-trade-boas',
    );
    await user.click(within(banner).getByRole('button', { name: 'Learn More' }));
    const about = await screen.findByRole('dialog', { name: 'About the Multivendor Platform' });
    await user.click(within(about).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(about).not.toBeInTheDocument());
  });

  it('links the 16 commodity tiles, in their 8 groups, to /commodity/1..16', async () => {
    serveDashboard();
    renderApp('/');
    const groups = await screen.findAllByTestId('commodity-group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Cash Crops',
      'Forestry',
      'Livestock',
      'Biotech',
      'Rare Earths',
      'Green Energy',
      'Fossil Fuels',
      'Minerals',
    ]);
    const tiles = screen.getAllByTestId('commodity-tile');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Foods', '/commodity/1'],
      ['Non-Foods', '/commodity/2'],
      ['Timber', '/commodity/3'],
      ['Non-Timber', '/commodity/4'],
      ['Terrestrial', '/commodity/5'],
      ['Aquatic', '/commodity/6'],
      ['Edible', '/commodity/7'],
      ['Non-Edible', '/commodity/8'],
      ['Heavy', '/commodity/9'],
      ['Light', '/commodity/10'],
      ['Processed', '/commodity/11'],
      ['Harnessed', '/commodity/12'],
      ['Crude Oil', '/commodity/13'],
      ['Coal', '/commodity/14'],
      ['Metal', '/commodity/15'],
      ['Non-Metal', '/commodity/16'],
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Fossil Fuels' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it('shows the eight stats with their fixed trends, a "+" trend styled positive', async () => {
    serveDashboard({ stats: buildStats({ totalDocuments: 1234, complianceScore: 87 }) });
    renderApp('/');
    const total = await screen.findByRole('region', { name: 'Total Documents' });
    await waitFor(() =>
      expect(within(total).getByTestId('metric-value')).toHaveTextContent('1,234'),
    );
    expect(within(panel('Compliance Score')).getByTestId('metric-value')).toHaveTextContent('87%');
    expect(within(panel('Trade Agreements')).getByTestId('metric-value')).toHaveTextContent('58');

    const cards = screen
      .getAllByTestId('metric-card')
      .map((card) => card.getAttribute('aria-label'));
    expect(cards).toEqual([
      'Total Documents',
      'Pending Reviews',
      'Compliance Score',
      'Risk Flags',
      'Tariff Rates',
      'Trade Remedies',
      'Trade Agreements',
      'Market Analyses',
    ]);
    const trends = screen.getAllByTestId('stat-trend');
    expect(trends.map((trend) => trend.textContent)).toEqual([
      '+12%',
      '-3%',
      '+0.5%',
      '+2',
      '+18',
      '+5',
      '+2',
      '+7',
    ]);
    expect(trends.map((trend) => trend.dataset.trend)).toEqual([
      'positive',
      'negative',
      'positive',
      'positive',
      'positive',
      'positive',
      'positive',
      'positive',
    ]);
    // Green for '+', red otherwise (theme success.main / error.main).
    expect(trends[0]).toHaveStyle({ color: '#15803d' });
    expect(trends[1]).toHaveStyle({ color: '#c62828' });
    expect(within(panel('Tariff Rates')).getByText('new rates this week')).toBeVisible();
    expect(within(panel('Trade Remedies')).getByText('active measures')).toBeVisible();
    expect(within(panel('Trade Agreements')).getByText('new agreements')).toBeVisible();
    expect(within(panel('Market Analyses')).getByText('this month')).toBeVisible();
    expect(within(panel('Total Documents')).getByText('vs last month')).toBeVisible();
  });

  it('shows 0 for every stat the call leaves out', async () => {
    serveDashboard({ stats: { totalDocuments: 5 } });
    renderApp('/');
    const total = await screen.findByRole('region', { name: 'Total Documents' });
    await waitFor(() => expect(within(total).getByTestId('metric-value')).toHaveTextContent('5'));
    expect(within(panel('Pending Reviews')).getByTestId('metric-value')).toHaveTextContent('0');
    expect(within(panel('Compliance Score')).getByTestId('metric-value')).toHaveTextContent('0%');
    expect(within(panel('Market Analyses')).getByTestId('metric-value')).toHaveTextContent('0');
  });

  it('wires the Quick Actions to the screens that do the job', async () => {
    serveDashboard();
    renderApp('/');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const href = (name: RegExp) => within(actions).getByRole('link', { name }).getAttribute('href');
    expect(href(/Upload Documents/)).toBe('/documents?upload=1');
    expect(href(/Screen Entity/)).toBe('/sanctions-screening');
    expect(href(/Classify Tariff/)).toBe('/tariff-classification');
    expect(href(/Generate Report/)).toBe('/reports');
  });

  it('Upload Documents opens the upload modal on the documents screen', async () => {
    serveDashboard();
    const { user, router } = renderApp('/');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await user.click(within(actions).getByRole('link', { name: /Upload Documents/ }));
    expect(await screen.findByRole('dialog', { name: 'Upload Document' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('asks for 5 documents, 5 alerts and 10 workflows', async () => {
    const urls = serveDashboard();
    renderApp('/');
    await screen.findByText('No active workflows');
    const limitOf = (path: string) =>
      urls.find((url) => url.pathname === path)?.searchParams.get('limit');
    await waitFor(() => expect(limitOf('/api/documents')).toBe('5'));
    expect(limitOf('/api/compliance-alerts')).toBe('5');
    expect(limitOf('/api/compliance-workflows')).toBe('10');
  });

  it('shows 3 skeleton rows per list while loading', async () => {
    server.use(
      http.get('/api/dashboard/stats', () => delay('infinite')),
      http.get('/api/documents', () => delay('infinite')),
      http.get('/api/compliance-alerts', () => delay('infinite')),
      http.get('/api/compliance-workflows', () => delay('infinite')),
    );
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    for (const name of ['Recent Documents', 'Compliance Alerts', 'Active Workflows'])
      expect(within(panel(name)).getAllByTestId('row-skeleton')).toHaveLength(3);
    expect(screen.getAllByTestId('metric-skeleton')).toHaveLength(8);
  });

  it('shows the three empty states', async () => {
    serveDashboard();
    renderApp('/');
    expect(await screen.findByText('No documents yet')).toBeVisible();
    expect(screen.getByText('Upload your first document to get started.')).toBeVisible();
    expect(await screen.findByText('No alerts')).toBeVisible();
    expect(screen.getByText('All compliance checks are up to date.')).toBeVisible();
    expect(await screen.findByText('No active workflows')).toBeVisible();
    expect(screen.getByText('Create a new workflow to get started.')).toBeVisible();
  });

  it('names each failed list with Retry in place of its empty state', async () => {
    const fail = () => HttpResponse.text('boom', { status: 500 });
    server.use(
      http.get('/api/dashboard/stats', fail),
      http.get('/api/documents', fail),
      http.get('/api/compliance-alerts', fail),
      http.get('/api/compliance-workflows', fail),
    );
    const { user } = renderApp('/');
    const failures = [
      'Failed to fetch documents',
      'Failed to fetch compliance alerts',
      'Failed to fetch workflows',
    ];
    for (const text of failures) {
      const alert = (await screen.findByText(text)).closest('[role="alert"]') as HTMLElement;
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    }
    // A failed load is not 'All compliance checks are up to date'.
    expect(screen.queryByText('No documents yet')).toBeNull();
    expect(screen.queryByText('No alerts')).toBeNull();
    expect(screen.queryByText('All compliance checks are up to date.')).toBeNull();
    expect(screen.queryByText('No active workflows')).toBeNull();
    server.use(
      http.get('/api/compliance-alerts', () =>
        HttpResponse.json([buildAlert({ title: 'Sanctions screening blocked: Rosneft' })]),
      ),
    );
    const alertsError = screen
      .getByText('Failed to fetch compliance alerts')
      .closest('[role="alert"]');
    await user.click(within(alertsError as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sanctions screening blocked: Rosneft')).toBeVisible();
    // Stats fall back to 0, and say that they failed, with Retry; the gauge shows no score.
    expect(within(panel('Total Documents')).getByTestId('metric-value')).toHaveTextContent('0');
    expect(screen.getByText(/Could not load the dashboard figures/)).toBeVisible();
    expect(within(panel('Compliance Health')).getByText('No data')).toBeVisible();
    expect(within(panel('Compliance Health')).queryByText('At risk')).toBeNull();
  });

  it('shows no score, not 100%, while nothing has been uploaded or screened', async () => {
    serveDashboard({ stats: buildStats({ complianceScore: 100, scoredRecords: 0 }) });
    renderApp('/');
    await waitFor(() =>
      expect(within(panel('Compliance Score')).getByTestId('metric-value')).toHaveTextContent(
        'No data',
      ),
    );
    expect(within(panel('Compliance Health')).getByText('No data yet')).toBeVisible();
    expect(within(panel('Compliance Health')).queryByText('Good standing')).toBeNull();
    // Nor a trend for a score there is not.
    expect(
      within(panel('Compliance Score')).getByText('Nothing uploaded or screened yet'),
    ).toBeVisible();
    expect(within(panel('Compliance Score')).queryByText('+0.5%')).toBeNull();
  });

  it('lists recent documents with their status badge and a View All link', async () => {
    serveDashboard({
      documents: [
        buildDocument({ name: 'Invoice INV-0142', status: 'verified' }),
        buildDocument({ name: 'Lading 77', type: 'bill_of_lading', status: 'rejected' }),
      ],
    });
    renderApp('/');
    const invoice = await screen.findByRole('article', { name: 'Invoice INV-0142' });
    expect(within(invoice).getByText('verified')).toBeVisible();
    const typeAndDate = within(invoice).getByText(/Commercial invoice · /);
    expect(typeAndDate).toBeVisible();
    // The upload date is never cut to 'Dec 3,...' on a narrow screen: the line wraps instead.
    expect(typeAndDate).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(
      within(screen.getByRole('article', { name: 'Lading 77' })).getByText('rejected'),
    ).toBeVisible();
    expect(
      within(panel('Recent Documents')).getByRole('link', { name: 'View All' }),
    ).toHaveAttribute('href', '/documents');
  });

  it('shows alerts with a colour and icon per severity and a link to the subject', async () => {
    serveDashboard({
      alerts: [
        buildAlert({
          title: 'Commercial Invoice rejected: INV-9',
          severity: 'error',
          link: '/documents?focus=9',
        }),
        buildAlert({ title: 'Certificate expires', severity: 'warning' }),
        buildAlert({ title: 'Tariff schedule updated', severity: 'info' }),
      ],
    });
    renderApp('/');
    const rejected = await screen.findByRole('article', {
      name: 'Commercial Invoice rejected: INV-9',
    });
    expect(rejected).toHaveAttribute('data-severity', 'error');
    expect(within(rejected).getByTitle('Error')).toBeInTheDocument();
    expect(
      within(rejected).getByRole('link', { name: 'Commercial Invoice rejected: INV-9' }),
    ).toHaveAttribute('href', '/documents?focus=9');
    const warning = screen.getByRole('article', { name: 'Certificate expires' });
    const info = screen.getByRole('article', { name: 'Tariff schedule updated' });
    expect(within(warning).getByTitle('Warning')).toBeInTheDocument();
    expect(within(info).getByTitle('Info')).toBeInTheDocument();
    const colour = (article: HTMLElement) =>
      getComputedStyle(within(article).getByTestId('alert-severity-icon')).color;
    expect(new Set([colour(rejected), colour(warning), colour(info)]).size).toBe(3);
    expect(within(warning).queryByRole('link')).not.toBeInTheDocument();
  });
});
