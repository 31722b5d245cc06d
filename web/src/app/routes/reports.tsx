import { ComingSoon } from '../../components/coming-soon';

const ReportsRoute = () => (
  <ComingSoon title="Reports" subtitle="Generated and scheduled compliance reports" />
);

export default ReportsRoute;
