import { ComingSoon } from '../../components/coming-soon';

const RegulatoryDatabaseRoute = () => (
  <ComingSoon
    title="Regulatory Database"
    subtitle="Search import, export, customs, safety and environmental regulations"
  />
);

export default RegulatoryDatabaseRoute;
