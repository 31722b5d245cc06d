import { ComingSoon } from '../../components/coming-soon';

const IncotermsRoute = () => (
  <ComingSoon
    title="Incoterms 2020"
    subtitle="ICC rules for the delivery of goods: risk, cost and insurance"
  />
);

export default IncotermsRoute;
