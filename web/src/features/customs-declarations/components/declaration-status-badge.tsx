import type { DeclarationStatus } from '@compliance/contracts';

import { humanize, SpecBadge, type SpecBadgeVariant } from '../../../components/status-badge';

/** Draft outline, submitted default, cleared secondary, rejected destructive. */
export const DECLARATION_STATUS_VARIANTS: Record<DeclarationStatus, SpecBadgeVariant> = {
  draft: 'outline',
  submitted: 'default',
  cleared: 'secondary',
  rejected: 'destructive',
};

export const DeclarationStatusBadge = ({ status }: { status: DeclarationStatus }) => (
  <SpecBadge
    variant={DECLARATION_STATUS_VARIANTS[status]}
    label={humanize(status)}
    data-status={status}
  />
);
