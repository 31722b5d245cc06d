import type { CommodityRiskLevel } from '@compliance/contracts';

import { Badge, RISK_LEVEL_TONES, toneFor } from '../../../components/status-badge';

/** High red, medium yellow, low green; 'Unknown' when the level is not set. */
export const RiskBadge = ({ level }: { level: CommodityRiskLevel | null }) =>
  level ? (
    <Badge tone={toneFor(level, RISK_LEVEL_TONES)} label={`${level} risk`} data-risk={level} />
  ) : (
    <Badge appearance="outlined" label="Unknown" data-risk="unknown" />
  );
