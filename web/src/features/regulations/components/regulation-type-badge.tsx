import type { RegulationType } from '@compliance/contracts';

import { SpecBadge, type SpecBadgeVariant } from '../../../components/status-badge';

/** Import default, export secondary, customs outline, safety destructive, environmental secondary. */
export const REGULATION_TYPE_VARIANTS: Record<RegulationType, SpecBadgeVariant> = {
  import: 'default',
  export: 'secondary',
  customs: 'outline',
  safety: 'destructive',
  environmental: 'secondary',
};

export const RegulationTypeBadge = ({ type }: { type: RegulationType }) => (
  <SpecBadge
    variant={REGULATION_TYPE_VARIANTS[type] ?? 'default'}
    label={type}
    data-type={type}
    data-variant={REGULATION_TYPE_VARIANTS[type] ?? 'default'}
  />
);
