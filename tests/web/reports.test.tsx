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
    expect(within(rows[0]!).getByText(/2\.4 MB/)).toBeVisible();
  });

  it('downloads the generated report as a file', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/reports');
    await user.click(
      await screen.findByRole('button', { name: 'Download Monthly Compliance Summary' }),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('monthly-compliance-summary.txt');
    click.mockRestore();
  });
});
