import type { Document } from '@compliance/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildDocument } from './support/documents';
import { renderApp } from './support/render-app';
import { server, setupMswServer } from './support/server';

setupMswServer();

const listDocuments = (documents: Document[]) => {
  const calls: URL[] = [];
  server.use(
    http.get('/api/documents', ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json(documents);
    }),
  );
  return calls;
};

const pdf = (name = 'invoice-0142.pdf') =>
  new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

const openUploadDialog = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(screen.getAllByRole('button', { name: 'Upload Document' })[0]!);
  return screen.findByRole('dialog', { name: 'Upload Document' });
};

const chooseType = async (user: ReturnType<typeof renderApp>['user'], label: string) => {
  await user.click(screen.getByRole('combobox', { name: /document type/i }));
  await user.click(await screen.findByRole('option', { name: label }));
};

describe('Documents screen', () => {
  it('highlights the document an alert links to (?focus=ID)', async () => {
    listDocuments([
      buildDocument({ id: 3, name: 'Rejected bill of lading' }),
      buildDocument({ id: 4, name: 'Other invoice' }),
    ]);
    renderApp('/documents?focus=3');
    const focused = await screen.findByRole('article', { name: 'Rejected bill of lading' });
    expect(focused).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: 'Other invoice' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the title, subtitle and 6 skeleton cards while loading', async () => {
    server.use(http.get('/api/documents', () => delay('infinite')));
    renderApp('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(screen.getByText('Manage your trade documentation')).toBeVisible();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  });

  it('shows the first-upload empty state with an upload button', async () => {
    listDocuments([]);
    const { user } = renderApp('/documents');
    expect(await screen.findByText('No documents found')).toBeVisible();
    expect(screen.getByText('Get started by uploading your first document.')).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Upload Document' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Upload Document' })).toBeVisible();
  });

  it('renders a card per document with type, status, date, size, reasons and download link', async () => {
    listDocuments([
      buildDocument({
        id: 11,
        name: 'Invoice INV-0142',
        status: 'verified',
        pageCount: 3,
        size: 2048,
        fileName: 'inv-0142.pdf',
        reasons: ['Invoice number found', 'Total and currency present'],
      }),
      buildDocument({
        id: 12,
        name: 'Fake lading',
        type: 'bill_of_lading',
        status: 'rejected',
        reasons: ['No port of loading stated'],
      }),
      buildDocument({ id: 13, name: 'Fresh list', type: 'packing_list', status: 'pending' }),
    ]);
    renderApp('/documents');
    const invoice = await screen.findByRole('article', { name: 'Invoice INV-0142' });
    expect(within(invoice).getByText('commercial invoice')).toBeVisible();
    expect(within(invoice).getByText('verified')).toBeVisible();
    expect(within(invoice).getByText(/Uploaded Mar 14, 2025/)).toBeVisible();
    expect(within(invoice).getByText(/3 pages · 2\.0 KB/)).toBeVisible();
    expect(
      within(invoice).getByRole('link', { name: 'Download Invoice INV-0142' }),
    ).toHaveAttribute('href', '/api/documents/11/file');
    // Verified details start collapsed; rejection reasons are shown straight away.
    const details = within(invoice).getByRole('button', { name: 'Verification details (2)' });
    expect(details).toHaveAttribute('aria-expanded', 'false');

    const rejected = screen.getByRole('article', { name: 'Fake lading' });
    expect(within(rejected).getByText('rejected')).toBeVisible();
    expect(within(rejected).getByText('bill of lading')).toBeVisible();
    expect(within(rejected).getByText('No port of loading stated')).toBeVisible();

    const pending = screen.getByRole('article', { name: 'Fresh list' });
    expect(within(pending).getByText('pending')).toBeVisible();
    expect(within(pending).getByText('Verification in progress…')).toBeVisible();
  });

  it('says which rejected document a corrected copy replaces, with a link to it', async () => {
    listDocuments([
      buildDocument({ id: 42, name: 'Invoice 41 corrected', status: 'verified', replacesId: 41 }),
      buildDocument({ id: 41, name: 'Invoice 41', status: 'rejected' }),
    ]);
    renderApp('/documents');
    const copy = await screen.findByRole('article', { name: 'Invoice 41 corrected' });
    expect(within(copy).getByText(/Corrected copy of/)).toBeVisible();
    expect(within(copy).getByRole('link', { name: 'document #41' })).toHaveAttribute(
      'href',
      '/documents?focus=41',
    );
    const original = screen.getByRole('article', { name: 'Invoice 41' });
    expect(within(original).queryByText(/Corrected copy of/)).not.toBeInTheDocument();
  });

  it('filters by name or type on the client and shows the no-match empty state', async () => {
    const calls = listDocuments([
      buildDocument({ name: 'Invoice March', type: 'commercial_invoice' }),
      buildDocument({ name: 'Ocean shipment', type: 'bill_of_lading' }),
      buildDocument({ name: 'Origin cert', type: 'certificate_of_origin' }),
    ]);
    const { user } = renderApp('/documents');
    await screen.findByRole('article', { name: 'Invoice March' });
    const search = screen.getByPlaceholderText('Search documents...');

    await user.type(search, 'LADING');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Ocean shipment' })).toBeVisible();

    await user.clear(search);
    await user.type(search, 'march');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(
        ['Invoice March'],
      ),
    );

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText('No documents match your search criteria.')).toBeVisible();
    expect(screen.getByText('No documents found')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Upload Document' })).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('keeps Upload disabled until type, name and file are all set', async () => {
    listDocuments([]);
    const { user } = renderApp('/documents');
    await screen.findByText('No documents found');
    const dialog = await openUploadDialog(user);
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(within(dialog).getByText('Drop files here or click to browse')).toBeVisible();
    expect(within(dialog).getByText('PDF, DOC, DOCX up to 10MB')).toBeVisible();
    expect(within(dialog).getByLabelText('File')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(upload).toBeDisabled();

    await chooseType(user, 'Certificate of Origin');
    expect(upload).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/document name/i), 'Origin cert');
    expect(upload).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    expect(upload).toBeEnabled();
    // The typed name is kept: autofill only fills an empty name.
    expect(within(dialog).getByLabelText(/document name/i)).toHaveValue('Origin cert');

    await user.clear(within(dialog).getByLabelText(/document name/i));
    expect(upload).toBeDisabled();
  });

  it('fills an empty name from a picked or dropped file, and Cancel resets and closes', async () => {
    listDocuments([]);
    const { user } = renderApp('/documents');
    await screen.findByText('No documents found');
    let dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), pdf('packing-list-77.pdf'));
    expect(within(dialog).getByLabelText(/document name/i)).toHaveValue('packing-list-77.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openUploadDialog(user);
    expect(within(dialog).getByLabelText(/document name/i)).toHaveValue('');
    expect(within(dialog).queryByText('packing-list-77.pdf')).not.toBeInTheDocument();

    const dropZone = within(dialog).getByRole('button', {
      name: /drop files here or click to browse/i,
    });
    fireEvent.drop(dropZone, {
      dataTransfer: { files: [pdf('dropped-licence.pdf')], types: ['Files'] },
    });
    expect(within(dialog).getByLabelText(/document name/i)).toHaveValue('dropped-licence.pdf');
  });

  it('uploads multipart name/type/file, toasts success, closes and refetches the list', async () => {
    let documents: Document[] = [];
    let listCalls = 0;
    let received: Record<string, string> | undefined;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/documents', ({ request }) => {
        // The rejected documents a corrected copy could replace are a query of their own.
        if (!new URL(request.url).searchParams.has('status')) listCalls += 1;
        return HttpResponse.json(documents);
      }),
      http.post('/api/documents', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        received = {
          name: String(form.get('name')),
          type: String(form.get('type')),
          file: file.name,
          order: [...form.keys()].join(','),
        };
        await held;
        const created = buildDocument({ id: 99, name: received.name, type: 'bill_of_lading' });
        documents = [created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderApp('/documents?upload=1');
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await chooseType(user, 'Bill of Lading');
    await user.upload(within(dialog).getByLabelText('File'), pdf('bol-5521.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading document' })).toBeVisible();
    release();

    expect(await within(notifications()).findByText('Success')).toBeVisible();
    expect(within(notifications()).getByText('Document uploaded successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received).toEqual({
      name: 'bol-5521.pdf',
      type: 'bill_of_lading',
      file: 'bol-5521.pdf',
      order: 'name,type,file',
    });
    expect(await screen.findByRole('article', { name: 'bol-5521.pdf' })).toBeVisible();
    expect(listCalls).toBe(2);
  });

  it('opened from a review, uploads the corrected copy linked to the rejected document', async () => {
    const target = buildDocument({ id: 41, name: 'Invoice 41', status: 'rejected' });
    const older = buildDocument({ id: 12, name: 'Invoice 12', status: 'rejected' });
    const rejectedQueries: string[] = [];
    let received: Record<string, string> | undefined;
    server.use(
      http.get('/api/documents/41', () => HttpResponse.json(target)),
      http.get('/api/documents', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('status') !== 'rejected') return HttpResponse.json([]);
        rejectedQueries.push(url.search);
        const type = url.searchParams.get('type');
        return HttpResponse.json(type === 'commercial_invoice' ? [target, older] : []);
      }),
      http.post('/api/documents', async ({ request }) => {
        const form = await request.formData();
        received = {
          type: String(form.get('type')),
          replaces: String(form.get('replaces')),
          order: [...form.keys()].join(','),
        };
        return HttpResponse.json(buildDocument({ id: 99, replacesId: 41 }), { status: 201 });
      }),
    );
    const { user, router } = renderApp('/documents?upload=1&replaces=41');
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(await within(dialog).findByText(/Corrected copy of “Invoice 41”/)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /document type/i })).toHaveTextContent(
      'Commercial Invoice',
    );
    const replaces = await within(dialog).findByRole('combobox', {
      name: 'Corrects a rejected document',
    });
    await waitFor(() => expect(replaces).toHaveTextContent('Invoice 41'));
    expect(rejectedQueries).toEqual(['?status=rejected&type=commercial_invoice&limit=100']);

    // Another type has nothing rejected: the choice goes, and with it the link.
    await chooseType(user, 'Packing List');
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('combobox', { name: 'Corrects a rejected document' }),
      ).not.toBeInTheDocument(),
    );
    await chooseType(user, 'Commercial Invoice');
    const again = await within(dialog).findByRole('combobox', {
      name: 'Corrects a rejected document',
    });
    await waitFor(() => expect(again).toHaveTextContent('None'));
    await user.click(again);
    await user.click(await screen.findByRole('option', { name: /^Invoice 41/ }));

    await user.upload(within(dialog).getByLabelText('File'), pdf('invoice-41-corrected.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received).toEqual({
      type: 'commercial_invoice',
      replaces: '41',
      order: 'name,type,replaces,file',
    });
    expect(router.state.location.search).toBe('');
  });

  it('refuses a file of another type at once, with the reason, and keeps Upload disabled', async () => {
    listDocuments([]);
    const { user } = renderApp('/documents');
    await screen.findByText('No documents found');
    const dialog = await openUploadDialog(user);
    await chooseType(user, 'Commercial Invoice');
    const dropZone = within(dialog).getByRole('button', {
      name: /drop files here or click to browse/i,
    });
    const exe = new File(['MZ'], 'malware.exe', { type: 'application/octet-stream' });
    fireEvent.drop(dropZone, { dataTransfer: { files: [exe], types: ['Files'] } });
    expect(
      within(dialog).getByText("Only PDF, DOC and DOCX files are accepted (got 'malware.exe')"),
    ).toBeVisible();
    expect(within(dialog).queryByText('malware.exe')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/document name/i)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    // A PDF afterwards is taken, and the refusal goes.
    await user.upload(within(dialog).getByLabelText('File'), pdf('invoice.pdf'));
    expect(within(dialog).queryByText(/Only PDF, DOC and DOCX/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('shows the server error in an Error toast and keeps the modal open', async () => {
    listDocuments([]);
    server.use(
      http.post('/api/documents', () =>
        HttpResponse.json(
          {
            statusCode: 415,
            error: 'Unsupported Media Type',
            code: 'UNSUPPORTED_FILE_TYPE',
            message: 'The file content is not a PDF',
          },
          { status: 415 },
        ),
      ),
    );
    const { user } = renderApp('/documents');
    await screen.findByText('No documents found');
    const dialog = await openUploadDialog(user);
    await chooseType(user, 'Commercial Invoice');
    await user.upload(within(dialog).getByLabelText('File'), pdf('renamed.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const toast = await within(notifications()).findByRole('status');
    expect(within(toast).getByText('Error')).toBeVisible();
    expect(within(toast).getByText('415: The file content is not a PDF')).toBeVisible();
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('dialog', { name: 'Upload Document' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
