import {
  type ComplianceWorkflow,
  type ComplianceWorkflowDetail,
  DOCUMENT_REVIEW_STEPS,
  DOCUMENT_REVIEW_UPLOAD_STEP,
} from '@compliance/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { buildDocument } from './support/documents';
import {
  buildAlert,
  buildCategory,
  buildStats,
  buildWorkflow,
  buildWorkflowDetail,
} from './support/reference-data';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

const serveWorkflows = (workflows: ComplianceWorkflow[]) => {
  const urls: URL[] = [];
  server.use(
    http.get('/api/dashboard/stats', () => HttpResponse.json(buildStats())),
    http.get('/api/documents', () => HttpResponse.json([])),
    http.get('/api/compliance-alerts', () => HttpResponse.json([])),
    http.get('/api/compliance-workflows', ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(workflows);
    }),
  );
  return urls;
};

afterEach(() => {
  window.innerWidth = 1024;
});

describe('Active Workflows', () => {
  it('shows code, name, type icon, status, assignee, due date and progress in a table', async () => {
    window.innerWidth = 1440;
    serveWorkflows([
      buildWorkflow({
        id: 7,
        name: 'Import review: cocoa beans',
        status: 'in_progress',
        assignedTo: 2,
        progress: 40,
      }),
      buildWorkflow({
        id: 12,
        name: 'Sanctions screening: vessel',
        type: 'sanctions_screening',
        status: 'pending',
        assignedTo: 9,
        dueDate: null,
        progress: 0,
      }),
    ]);
    renderApp('/');
    const table = await within(
      await screen.findByRole('region', { name: 'Active Workflows' }),
    ).findByRole('table', { name: 'Active workflows' });
    const [first, second] = within(table).getAllByTestId('workflow-row');
    expect(within(first!).getByTestId('workflow-code')).toHaveTextContent('WF-007');
    expect(first).toHaveTextContent('Import review: cocoa beans');
    expect(within(first!).getByText('in progress')).toBeVisible();
    expect(first).toHaveTextContent('Michael Rodriguez');
    expect(first).toHaveTextContent('MR');
    expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(first!.querySelector('[data-icon-type]')).toHaveAttribute(
      'data-icon-type',
      'import_review',
    );

    expect(within(second!).getByTestId('workflow-code')).toHaveTextContent('WF-012');
    expect(within(second!).getByText('No due date')).toBeVisible();
    expect(within(second!).getByText('Unknown User')).toBeVisible();
    expect(within(second!).getByText('UN')).toBeVisible();
    expect(second!.querySelector('[data-icon-type]')).toHaveAttribute(
      'data-icon-type',
      'sanctions_screening',
    );
  });

  it('lists only open workflows: asks for status pending,in_progress with limit=10', async () => {
    // Newest first, as the server orders them: three finished ones, then twelve open ones.
    const finished = [
      buildWorkflow({ id: 115, name: 'Finished review', status: 'completed', progress: 100 }),
      buildWorkflow({ id: 114, name: 'Called-off review', status: 'cancelled' }),
      buildWorkflow({ id: 113, name: 'Another finished review', status: 'completed' }),
    ];
    const open = Array.from({ length: 12 }, (_, index) =>
      buildWorkflow({ id: 112 - index, status: index % 2 ? 'pending' : 'in_progress' }),
    );
    const urls: URL[] = [];
    server.use(
      http.get('/api/dashboard/stats', () => HttpResponse.json(buildStats())),
      http.get('/api/documents', () => HttpResponse.json([])),
      http.get('/api/compliance-alerts', () => HttpResponse.json([])),
      // Like the server: the status list filters, then limit caps.
      http.get('/api/compliance-workflows', ({ request }) => {
        const url = new URL(request.url);
        urls.push(url);
        const statuses = url.searchParams.get('status')?.split(',');
        const limit = Number(url.searchParams.get('limit') ?? 100);
        return HttpResponse.json(
          [...finished, ...open]
            .filter((workflow) => !statuses || statuses.includes(workflow.status))
            .slice(0, limit),
        );
      }),
    );
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Active Workflows' });
    const rows = await within(panel).findAllByTestId('workflow-row');
    expect(rows).toHaveLength(10);
    expect(within(panel).queryByText(/finished review|Called-off/i)).toBeNull();
    expect(within(panel).queryByText('completed')).toBeNull();
    expect(within(panel).queryByText('cancelled')).toBeNull();
    expect(within(rows[0]!).getByTestId('workflow-code')).toHaveTextContent('WF-112');
    const request = urls.find((url) => url.pathname === '/api/compliance-workflows')!;
    expect(request.searchParams.get('limit')).toBe('10');
    expect(request.searchParams.get('status')).toBe('pending,in_progress');
  });

  it('shows the empty state when every workflow is finished', async () => {
    const urls = serveWorkflows([]);
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Active Workflows' });
    expect(await within(panel).findByText('No active workflows')).toBeVisible();
    expect(within(panel).getByText('Create a new workflow to get started.')).toBeVisible();
    expect(urls[0]?.searchParams.get('status')).toBe('pending,in_progress');
  });

  it('maps assignees 1-3 to the fixed users and gives unknown types the default icon', async () => {
    serveWorkflows([
      buildWorkflow({ id: 1, assignedTo: 1 }),
      buildWorkflow({ id: 2, assignedTo: 3, type: 'legacy_review' as ComplianceWorkflow['type'] }),
      buildWorkflow({ id: 3, assignedTo: 0 }),
    ]);
    renderApp('/');
    const rows = await within(
      await screen.findByRole('region', { name: 'Active Workflows' }),
    ).findAllByTestId('workflow-row');
    expect(rows[0]).toHaveTextContent('Sarah Chen');
    expect(rows[1]).toHaveTextContent('Emily Watson');
    expect(rows[1]!.querySelector('[data-icon-type]')).toHaveAttribute('data-icon-type', 'default');
    expect(rows[2]).toHaveTextContent('Unknown User');
  });

  it("opens a workflow's steps and marks one complete, then refreshes the list", async () => {
    const calls = serveWorkflows([buildWorkflow({ id: 7, progress: 50 })]);
    let detail: ComplianceWorkflowDetail = buildWorkflowDetail({ id: 7, progress: 50 });
    const posted: { url: string; body: unknown }[] = [];
    server.use(
      http.get('/api/compliance-workflows/7', () => HttpResponse.json(detail)),
      http.post('/api/compliance-workflows/7/steps/:position/complete', async ({ request }) => {
        posted.push({ url: new URL(request.url).pathname, body: await request.json() });
        detail = {
          ...detail,
          status: 'completed',
          progress: 100,
          stepsCompleted: 2,
          steps: detail.steps.map((step) => ({
            ...step,
            completedAt: step.completedAt ?? '2025-03-15T10:00:00.000Z',
            completedBy: step.completedBy ?? 1,
          })),
        };
        return HttpResponse.json(detail);
      }),
    );
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'View WF-007' }));
    const dialog = await screen.findByRole('dialog', { name: /WF-007/ });
    expect(router.state.location.search).toBe('?workflow=7');
    const steps = await within(dialog).findAllByTestId('workflow-step');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Completed');
    expect(steps[0]).toHaveTextContent('by Michael Rodriguez');
    expect(within(steps[0]!).queryByRole('button')).not.toBeInTheDocument();

    const listCallsBefore = calls.length;
    await user.click(within(steps[1]!).getByRole('button', { name: 'Mark step 2 complete' }));
    await waitFor(() => expect(steps[1]).toHaveAttribute('data-completed', 'true'));
    expect(posted).toEqual([
      { url: '/api/compliance-workflows/7/steps/2/complete', body: { completedBy: 1 } },
    ]);
    expect(within(dialog).getByText('completed')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Mark step/ })).not.toBeInTheDocument();
    expect(await screen.findByText('WF-007 is complete.')).toBeVisible();
    await waitFor(() => expect(calls.length).toBeGreaterThan(listCallsBefore));
  });

  it("a rejected document's review offers the upload of its corrected copy until that step is done", async () => {
    const reviewSteps = (uploaded: boolean) =>
      DOCUMENT_REVIEW_STEPS.map((title, index) => {
        const done = index === 0 || (uploaded && title === DOCUMENT_REVIEW_UPLOAD_STEP);
        return {
          position: index + 1,
          title,
          completedAt: done ? '2025-03-15T10:00:00.000Z' : null,
          completedBy: done ? 1 : null,
        };
      });
    const review = (id: number, subjectId: number, uploaded: boolean) =>
      buildWorkflowDetail({
        id,
        subjectType: 'document',
        subjectId,
        link: `/documents?focus=${subjectId}`,
        stepsTotal: 4,
        steps: reviewSteps(uploaded),
      });
    serveWorkflows([buildWorkflow({ id: 9 }), buildWorkflow({ id: 10 })]);
    server.use(
      http.get('/api/compliance-workflows/9', () => HttpResponse.json(review(9, 41, false))),
      http.get('/api/compliance-workflows/10', () => HttpResponse.json(review(10, 42, true))),
      http.get('/api/documents/41', () =>
        HttpResponse.json(buildDocument({ id: 41, name: 'Invoice 41', status: 'rejected' })),
      ),
    );
    const { user, router } = renderApp('/?workflow=9');
    const dialog = await screen.findByRole('dialog', { name: /WF-009/ });
    const upload = await within(dialog).findByRole('link', { name: 'Upload corrected document' });
    expect(upload).toHaveAttribute('href', '/documents?upload=1&replaces=41');
    await user.click(upload);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(router.state.location.search).toBe('?upload=1&replaces=41');
    expect(await screen.findByText(/Corrected copy of “Invoice 41”/)).toBeVisible();

    // Once the upload step is done, the review no longer offers it.
    await router.navigate('/?workflow=10');
    const done = await screen.findByRole('dialog', { name: /WF-010/ });
    await within(done).findAllByTestId('workflow-step');
    expect(within(done).getByRole('link', { name: 'Open subject' })).toBeVisible();
    expect(
      within(done).queryByRole('link', { name: 'Upload corrected document' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server message when a step cannot be completed', async () => {
    serveWorkflows([buildWorkflow({ id: 8 })]);
    server.use(
      http.get('/api/compliance-workflows/8', () =>
        HttpResponse.json(buildWorkflowDetail({ id: 8 })),
      ),
      http.post('/api/compliance-workflows/8/steps/2/complete', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            message: 'Workflow WF-008 is already cancelled',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/?workflow=8');
    const dialog = await screen.findByRole('dialog', { name: /WF-008/ });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark step 2 complete' }));
    expect(await screen.findByText('409: Workflow WF-008 is already cancelled')).toBeVisible();
  });

  it('View All opens every workflow; a commodity link filters them by category', async () => {
    const urls = serveWorkflows([buildWorkflow({ id: 21 }), buildWorkflow({ id: 22 })]);
    const { user } = renderApp('/');
    await user.click(
      within(await screen.findByRole('region', { name: 'Active Workflows' })).getByRole('button', {
        name: 'View All',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Compliance Workflows' });
    expect(await within(dialog).findAllByTestId('workflow-row')).toHaveLength(2);
    expect(urls.some((url) => url.searchParams.get('limit') === '100')).toBe(true);

    urls.length = 0;
    server.use(
      http.get('/api/commodity-categories/3', () =>
        HttpResponse.json(buildCategory({ id: 3, name: 'Timber' })),
      ),
    );
    renderApp('/?view=workflows&commodityCategoryId=3');
    await screen.findAllByRole('dialog', { name: /Compliance Workflows/ });
    await waitFor(() =>
      expect(urls.some((url) => url.searchParams.get('commodityCategoryId') === '3')).toBe(true),
    );
    // The dialog names the category, not its id.
    expect(await screen.findByText('For Timber')).toBeVisible();
  });

  it('View All alerts lists them with a severity filter', async () => {
    server.use(
      http.get('/api/dashboard/stats', () => HttpResponse.json(buildStats())),
      http.get('/api/documents', () => HttpResponse.json([])),
      http.get('/api/compliance-workflows', () => HttpResponse.json([])),
      http.get('/api/compliance-alerts', () =>
        HttpResponse.json([
          buildAlert({ title: 'Rejected invoice', severity: 'error' }),
          buildAlert({ title: 'Expiring certificate', severity: 'warning' }),
        ]),
      ),
    );
    const { user } = renderApp('/');
    await user.click(
      within(await screen.findByRole('region', { name: 'Compliance Alerts' })).getByRole('button', {
        name: 'View All',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Compliance Alerts' });
    expect(await within(dialog).findAllByTestId('alert-item')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Warning' }));
    expect(within(dialog).getAllByTestId('alert-item')).toHaveLength(1);
    expect(within(dialog).getByText('Expiring certificate')).toBeVisible();
  });

  it.each([
    ['alerts', '/api/compliance-alerts', 'Compliance Alerts', /Failed to fetch compliance alerts/],
    ['workflows', '/api/compliance-workflows', 'Compliance Workflows', /Failed to fetch workflows/],
  ])(
    'the View All %s dialog shows a failed load with Retry, not its empty state',
    async (view, path, title, failure) => {
      let fail = true;
      server.use(
        // The dialog's own call (limit=100) fails once; the dashboard panels load.
        http.get(path, ({ request }) => {
          if (new URL(request.url).searchParams.get('limit') !== '100') return undefined;
          return fail
            ? HttpResponse.text('boom', { status: 500 })
            : HttpResponse.json(
                view === 'alerts'
                  ? [buildAlert({ title: 'Rejected invoice' })]
                  : [buildWorkflow({ id: 31 })],
              );
        }),
        http.get('/api/dashboard/stats', () => HttpResponse.json(buildStats())),
        http.get('/api/documents', () => HttpResponse.json([])),
        http.get('/api/compliance-alerts', () => HttpResponse.json([])),
        http.get('/api/compliance-workflows', () => HttpResponse.json([])),
      );
      const { user } = renderApp(`/?view=${view}`);
      const dialog = await screen.findByRole('dialog', { name: title });
      const error = (await within(dialog).findByText(failure)).closest('[role="alert"]');
      expect(within(dialog).queryByText('No alerts')).toBeNull();
      expect(within(dialog).queryByText('No active workflows')).toBeNull();
      fail = false;
      await user.click(within(error as HTMLElement).getByRole('button', { name: 'Retry' }));
      expect(
        await within(dialog).findAllByTestId(view === 'alerts' ? 'alert-item' : 'workflow-row'),
      ).toHaveLength(1);
    },
  );

  it("says a workflow's steps could not be loaded, with Retry that loads them", async () => {
    serveWorkflows([buildWorkflow({ id: 8 })]);
    let fail = true;
    server.use(
      http.get('/api/compliance-workflows/8', () =>
        fail
          ? HttpResponse.text('boom', { status: 500 })
          : HttpResponse.json(buildWorkflowDetail({ id: 8 })),
      ),
    );
    const { user } = renderApp('/?workflow=8');
    const error = await screen.findByText(
      /Failed to fetch workflow\. 500: boom/,
      {},
      {
        timeout: 15_000,
      },
    );
    fail = false;
    await user.click(
      within(error.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(screen.queryByText(/Failed to fetch workflow\./)).toBeNull());
    expect(await screen.findByText('Approve the declaration')).toBeVisible();
  });
});
