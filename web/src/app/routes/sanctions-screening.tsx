import { ComingSoon } from '../../components/coming-soon';

const SanctionsScreeningRoute = () => (
  <ComingSoon title="Sanctions Screening" subtitle="Screen entities against watchlists" />
);

export default SanctionsScreeningRoute;
