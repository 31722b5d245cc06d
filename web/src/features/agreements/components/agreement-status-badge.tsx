import { Badge, type BadgeTone, humanize } from '../../../components/status-badge';

// Active green, draft yellow, suspended red, terminated grey.
const TONES: Record<string, BadgeTone> = {
  active: 'success',
  draft: 'warning',
  suspended: 'error',
  terminated: 'default',
  expired: 'default',
  superseded: 'info',
};

export const AgreementStatusBadge = ({ status }: { status: string }) => (
  <Badge tone={TONES[status] ?? 'default'} label={humanize(status)} data-status={status} />
);
