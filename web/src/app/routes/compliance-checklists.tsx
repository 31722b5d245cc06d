import { ComingSoon } from '../../components/coming-soon';

const ComplianceChecklistsRoute = () => (
  <ComingSoon title="Compliance Checklists" subtitle="Track compliance tasks and their progress" />
);

export default ComplianceChecklistsRoute;
