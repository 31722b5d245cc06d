import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { checklistProgress } from '../../web/src/features/checklists/sample-checklists';

import { renderApp } from './support/render-app';
import { setupMswServer } from './support/server';

// onUnhandledRequest 'error' proves the screen makes no backend call.
setupMswServer();

describe('Compliance Checklists', () => {
  it('computes progress as completed over total, rounded', () => {
    const items = (done: number, total: number) =>
      Array.from({ length: total }, (_, index) => ({ text: `${index}`, completed: index < done }));
    expect(checklistProgress(items(5, 7))).toBe(71);
    expect(checklistProgress(items(2, 3))).toBe(67);
    expect(checklistProgress(items(1, 8))).toBe(13);
    expect(checklistProgress(items(0, 0))).toBe(0);
  });

  it('shows the three sample checklists with their percentage, status and items', async () => {
    renderApp('/compliance-checklists');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compliance Checklists' }),
    ).toBeVisible();
    const cards = screen.getAllByTestId('checklist-card');
    expect(cards).toHaveLength(3);

    const imports = screen.getByRole('article', { name: 'Import Documentation Review' });
    expect(within(imports).getByTestId('checklist-progress')).toHaveTextContent('71%');
    expect(within(imports).getByText('5 of 7 items')).toBeVisible();
    expect(within(imports).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '71');
    expect(within(imports).getByText('in progress')).toBeVisible();
    expect(within(imports).getByText('Sarah Chen')).toBeVisible();
    expect(within(imports).getAllByLabelText('Done')).toHaveLength(5);
    expect(within(imports).getAllByLabelText('Open')).toHaveLength(2);

    const sanctions = screen.getByRole('article', { name: 'Sanctions Screening Procedures' });
    expect(within(sanctions).getByTestId('checklist-progress')).toHaveTextContent('100%');
    expect(within(sanctions).getByText('completed')).toBeVisible();

    const exports = screen.getByRole('article', { name: 'Export Control Classification' });
    expect(within(exports).getByTestId('checklist-progress')).toHaveTextContent('0%');
    expect(within(exports).getByText('pending')).toBeVisible();

    expect(
      within(screen.getByRole('region', { name: 'Average Progress' })).getByTestId('metric-value'),
    ).toHaveTextContent('57%');
  });
});
