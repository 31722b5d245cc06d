import { ComingSoon } from '../../components/coming-soon';

const DigitalTradeBoasRoute = () => (
  <ComingSoon
    title="Digital Trade BOAs"
    subtitle="Basic Ordering Agreements under ICC uniform rules, with digital signatures"
  />
);

export default DigitalTradeBoasRoute;
