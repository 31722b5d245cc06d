import { ComingSoon } from '../../components/coming-soon';

const SettingsRoute = () => (
  <ComingSoon title="Settings" subtitle="Security, data retention and notification preferences" />
);

export default SettingsRoute;
