import { ComingSoon } from '../../components/coming-soon';

const TariffClassificationRoute = () => (
  <ComingSoon
    title="Tariff Classification"
    subtitle="Classify products under the Harmonized System"
  />
);

export default TariffClassificationRoute;
