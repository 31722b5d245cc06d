import { ComingSoon } from '../../components/coming-soon';

const KycScreeningRoute = () => (
  <ComingSoon
    title="KYC/AML Screening"
    subtitle="Know Your Customer and Anti-Money Laundering compliance screening"
  />
);

export default KycScreeningRoute;
