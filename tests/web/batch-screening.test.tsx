import type { BatchFilePreview, ScreeningRun } from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from './support/render-app';
import { buildListVersion, buildRun, serveLists } from './support/screening';
import { server, setupMswServer } from './support/server';

setupMswServer();

const panel = () => screen.getByRole('region', { name: 'Batch screening' });

const ROWS = 1_000;
const csv = () =>
  new File(
    [
      [
        'Full name,Type,Country',
        ...Array.from({ length: ROWS }, (_, i) => `Customer ${i},individual,CA`),
      ].join('\n'),
    ],
    'customers.csv',
    { type: 'text/csv' },
  );

const preview: BatchFilePreview = {
  fileName: 'customers.csv',
  format: 'csv',
  columns: ['Full name', 'Type', 'Country'],
  rowCount: ROWS,
  sample: [['Customer 0', 'individual', 'CA']],
  suggestedMapping: { name: 'Full name', type: 'Type', country: 'Country' },
};

const batchRun = (overrides: Partial<ScreeningRun> = {}) =>
  buildRun({ id: 7, kind: 'batch', total: ROWS, processed: 0, progress: 0, ...overrides });

const finished = batchRun({
  status: 'completed',
  processed: ROWS,
  progress: 100,
  hits: 1,
  finishedAt: '2026-03-01T10:00:00.000Z',
  results: {
    type: 'batch',
    summary: { total: ROWS, withMatches: 1, suppressed: 0, durationMs: 800, namesPerSecond: 1250 },
    hits: [
      {
        index: 998,
        line: 1000,
        name: 'Nicolas Maduro Moros',
        entityType: 'individual',
        country: 'VE',
        matches: [
          {
            entityId: 'us_ofac_sdn:22790',
            list: 'us_ofac_sdn',
            name: 'MADURO MOROS, Nicolas',
            matchedName: 'MADURO MOROS, Nicolas',
            score: 1,
            match: true,
          },
        ],
      },
    ],
    file: {
      fileName: 'customers.csv',
      format: 'csv',
      rows: ROWS,
      mapping: preview.suggestedMapping,
    },
    rowErrors: [],
    rowErrorCount: 0,
  },
});

/** Preview and start as the api answers them; GET of the run answers from `reads` in turn. */
const serveBatch = (reads: (() => Response)[]) => {
  const started: { mapping: unknown }[] = [];
  let gets = 0;
  server.use(
    http.post('/api/screening/batch-files/preview', () => HttpResponse.json(preview)),
    http.post('/api/screening/batch-files', async ({ request }) => {
      const form = await request.formData();
      started.push({ mapping: JSON.parse(String(form.get('mapping'))) });
      return HttpResponse.json(batchRun({ status: 'pending' }), { status: 202 });
    }),
    http.get('/api/screening/runs/7', () => {
      const read = reads[Math.min(gets, reads.length - 1)]!;
      gets += 1;
      return read();
    }),
    http.get('/api/screening/reviews', () => HttpResponse.json([])),
  );
  return { started, gets: () => gets };
};

const startFile = async () => {
  const view = renderApp('/sanctions-screening');
  const tab = await screen.findByRole('tab', { name: 'Batch screening' }, { timeout: 15_000 });
  await view.user.click(tab);
  await view.user.upload(within(panel()).getByLabelText('Batch file'), csv());
  expect(await within(panel()).findByText('customers.csv: 1,000 rows, 3 columns')).toBeVisible();
  await view.user.click(within(panel()).getByRole('button', { name: 'Screen file' }));
  return view;
};

beforeEach(() => {
  serveLists();
  server.use(
    http.get('/api/sanctions-screening', () => HttpResponse.json([])),
    http.get('/api/screening/internal-lists/:list', () => HttpResponse.json([])),
  );
});

describe('Batch screening panel', () => {
  it('follows a 1,000-row file from queued through 1,000 of 1,000 to its results', async () => {
    const batch = serveBatch([
      () => HttpResponse.json(batchRun({ status: 'running', processed: 500, progress: 50 })),
      () => HttpResponse.json(batchRun({ status: 'running', processed: ROWS, progress: 100 })),
      () => HttpResponse.json(finished),
    ]);
    await startFile();
    expect(batch.started).toEqual([{ mapping: preview.suggestedMapping }]);

    const progress = within(panel()).getByTestId('batch-progress');
    await waitFor(() => expect(progress).toHaveTextContent('Screening... 1,000 of 1,000 rows'), {
      timeout: 5_000,
    });
    // The last progress notice is not the end: the panel keeps reading until the run is finished.
    await waitFor(() => expect(progress).toHaveTextContent('Screened 1,000 rows: 1 with hits'), {
      timeout: 5_000,
    });
    expect(within(panel()).getByRole('progressbar', { name: 'Batch progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const table = await within(panel()).findByRole('table', { name: 'Batch hits' });
    expect(within(table).getByText('Nicolas Maduro Moros')).toBeVisible();
    // A row without a hit is clear only against the loaded versions, one of which is old.
    expect(within(panel()).getByTestId('stale-lists-note')).toHaveTextContent(
      /1 of 2 official lists are old snapshots.*a row without a hit is only clear against these versions/,
    );
    // Each cell names its column, which the phone layout shows in place of the header row.
    const cells = within(within(table).getByTestId('batch-hit')).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Line',
      null,
      'Type / country',
      'Best candidate',
      'Score',
      null,
      null,
    ]);
    // The list by its name, as on every other screening view, not its id.
    expect(
      within(table).getByText('OFAC Specially Designated Nationals (SDN) List · us_ofac_sdn:22790'),
    ).toBeVisible();
    expect(within(panel()).getByRole('link', { name: 'Export hits' })).toHaveAttribute(
      'href',
      '/api/screening/runs/7/hits.csv',
    );
    // A finished run is not read again.
    const reads = batch.gets();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(batch.gets()).toBe(reads);
  });

  it('names the list versions the run was checked against, and which of them were old', async () => {
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const run = batchRun({
      ...finished,
      results: {
        ...(finished.results as Extract<ScreeningRun['results'], { type: 'batch' }>),
        listVersions: [
          buildListVersion({ source: 'us_ofac_sdn', versionId: 41, asOf: recent }),
          buildListVersion({ source: 'un_sc', versionId: 12, asOf: '2023-01-10' }),
          buildListVersion({
            source: 'internal_blacklist',
            kind: 'internal',
            category: 'blacklist',
            versionId: null,
            asOf: null,
            entityCount: 3,
          }),
        ],
      },
    });
    serveBatch([() => HttpResponse.json(run)]);
    await startFile();
    await within(panel()).findByRole('table', { name: 'Batch hits' });
    // Judged by what the run recorded, not by the lists loaded today.
    expect(within(panel()).getByTestId('stale-lists-note')).toHaveTextContent(
      /^1 of 2 official lists it was checked against are old snapshots/,
    );
    expect(
      within(panel()).getByText('Checked against 3 lists, 1 of them old snapshots.'),
    ).toBeVisible();
  });

  it('says so when the run cannot be read, instead of showing progress that never moves', async () => {
    serveBatch([
      () => HttpResponse.json(batchRun({ status: 'running', processed: ROWS, progress: 100 })),
      () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
          { status: 500 },
        ),
    ]);
    await startFile();
    const alert = await within(panel()).findByTestId('batch-read-error', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(
      "The run's progress could not be read (500: Internal Server Error). Trying again every second.",
    );
  });
});
