import { ComingSoon } from '../../components/coming-soon';

const MarketAnalysisRoute = () => (
  <ComingSoon
    title="Market Analysis"
    subtitle="Tariff rates, trade remedies, trade agreements and market access"
  />
);

export default MarketAnalysisRoute;
