import type { AuditAction } from '@compliance/contracts';

// How the audit trail names what the server records by key: actions and the collections writes
// act on (the route segment, e.g. "customs-declarations"), as an auditor would say them.

// Typed by the server's list, so an action it records cannot be left without a label here.
const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  override: 'Override',
  status_change: 'Status change',
  signature: 'Signature',
  approval: 'Approval',
  cancel: 'Cancel',
  complete: 'Complete',
  list_refresh: 'List refresh',
  sign_in: 'Sign in',
  sign_out: 'Sign out',
};

/** What the server records a write as (see the README's Security section), in menu order. */
export const AUDIT_ACTIONS = Object.keys(ACTION_LABELS) as AuditAction[];

const ENTITY_LABELS: Record<string, string> = {
  documents: 'Document',
  'kyc-screening': 'KYC screening',
  'sanctions-screening': 'Sanctions screening',
  'customs-declarations': 'Customs declaration',
  regulations: 'Regulation',
  'tariff-classifications': 'Tariff classification',
  'tariff-comparison': 'Tariff comparison',
  'commodity-subcategories': 'Commodity subcategory',
  vendors: 'Vendor',
  'compliance-alerts': 'Compliance alert',
  'compliance-workflows': 'Compliance workflow',
  'basic-ordering-agreements': 'Basic ordering agreement',
  'digital-trade-orders': 'Digital trade order',
  refresh: 'Watchlist refresh',
  batch: 'Batch screening',
  'batch-files': 'Batch screening file',
  reviews: 'Screening review',
  'internal-lists': 'Internal list entry',
  import: 'Tariff data import',
};

const sentence = (key: string) => {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
};

export const actionLabel = (action: string) =>
  (ACTION_LABELS as Record<string, string | undefined>)[action] ?? sentence(action);

/** "Customs declaration" for "customs-declarations"; a key it does not know reads as words. */
export const entityLabel = (entityType: string) =>
  ENTITY_LABELS[entityType] ?? sentence(entityType);

/** "Customs declaration #12", or "—" when the event names no entity. */
export const entityText = (entityType: string | null, entityId: string | null) =>
  entityType ? `${entityLabel(entityType)}${entityId ? ` #${entityId}` : ''}` : '—';
