import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from './support/render-app';
import { setupMswServer } from './support/server';

setupMswServer();

describe('Reports', () => {
  it('lists the four sample reports; only the generated one can be downloaded', async () => {
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const rows = screen.getAllByTestId('report-row');
    expect(rows).toHaveLength(4);
    const summary = (row: HTMLElement) => [
      within(row).getByRole('heading').textContent,
      row.querySelector('[data-status]')?.getAttribute('data-status'),
      within(row)
        .getByRole('button', { name: /Download/ })
        .hasAttribute('disabled'),
    ];
    expect(rows.map(summary)).toEqual([
      ['Monthly Compliance Summary', 'Generated', false],
      ['Sanctions Screening Audit', 'In Progress', true],
      ['Weekly Declarations Digest', 'Scheduled', true],
      ['Quarterly Trade Risk Assessment', 'Failed', true],
    ]);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Monthly'),
      expect.stringContaining('Ad-hoc'),
      expect.stringContaining('Weekly'),
      expect.stringContaining('Quarterly'),
    ]);
    // Only the generated report has a file, so only it has a size.
    const sizeOf = (row: HTMLElement) => within(row).getByText(/ · /).textContent?.split(' · ')[1];
    expect(rows.slice(1).map(sizeOf)).toEqual(['—', '—', '—']);
  });

  it('downloads the generated report as a sample file whose size is the one shown', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/reports');
    const row = await screen.findByRole('article', { name: 'Monthly Compliance Summary' });
    await user.click(
      within(row).getByRole('button', { name: 'Download Monthly Compliance Summary' }),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('monthly-compliance-summary-sample.txt');
    const file = blobs[0]!;
    const text = await file.text();
    expect(text.split('\n')[0]).toMatch(/^SAMPLE REPORT/);
    expect(text).toContain('Monthly Compliance Summary');
    expect(text).not.toMatch(/\d+(\.\d+)?%/);
    // The row states the downloaded file's own size (well under 1 KB), not a made-up 2.4 MB.
    expect(file.size).toBeLessThan(1024);
    expect(within(row).getByText(/ · /)).toHaveTextContent(new RegExp(` · ${file.size} B$`));
    expect(row).not.toHaveTextContent('MB');
    click.mockRestore();
  });
});
