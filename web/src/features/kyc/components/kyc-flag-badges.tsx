import type { KycScreening } from '@compliance/contracts';

import { Badge } from '../../../components/status-badge';

type Flags = Pick<KycScreening, 'isPEP' | 'isBlacklisted' | 'sanctionsMatch' | 'amlFlags'>;

/** Flag badges: PEP, Blacklisted, Sanctions Match, AML Flag. */
export const KycFlagBadges = ({ screening }: { screening: Flags }) => (
  <>
    {screening.isPEP && <Badge tone="info" label="PEP" />}
    {screening.isBlacklisted && <Badge tone="error" appearance="filled" label="Blacklisted" />}
    {screening.sanctionsMatch && <Badge tone="error" label="Sanctions Match" />}
    {screening.amlFlags.length > 0 && <Badge tone="warning" label="AML Flag" />}
  </>
);
