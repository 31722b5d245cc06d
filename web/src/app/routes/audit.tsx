import { PageHeader } from '../../components/page-header';
import { AuditEventsPanel } from '../../features/audit/components/audit-events-panel';

const AuditRoute = () => (
  <>
    <PageHeader
      title="Audit Trail"
      subtitle="Every write to the platform: who, when, what changed and why"
    />
    <AuditEventsPanel />
  </>
);

export default AuditRoute;
