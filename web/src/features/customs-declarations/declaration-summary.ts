import type { CustomsDeclaration } from '@compliance/contracts';

export type DeclarationSummary = {
  total: number;
  cleared: number;
  /** Pending means status submitted. */
  pending: number;
  /** Sum of USD-denominated values only: other currencies are not converted. */
  totalValueUsd: number;
};

export const summarizeDeclarations = (declarations: CustomsDeclaration[]): DeclarationSummary => ({
  total: declarations.length,
  cleared: declarations.filter((d) => d.status === 'cleared').length,
  pending: declarations.filter((d) => d.status === 'submitted').length,
  totalValueUsd: declarations
    .filter((d) => d.currency === 'USD')
    .reduce((sum, d) => sum + (d.totalValue ?? 0), 0),
});

export const formatMoney = (value: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
