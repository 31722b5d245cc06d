import { ComingSoon } from '../../components/coming-soon';

const DashboardRoute = () => (
  <ComingSoon
    title="Dashboard"
    subtitle="Compliance overview, quick actions, recent documents, alerts and workflows"
  />
);

export default DashboardRoute;
