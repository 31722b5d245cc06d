import { ComingSoon } from '../../components/coming-soon';

const VendorsRoute = () => (
  <ComingSoon
    title="Vendor Directory"
    subtitle="Verified traders, importers, exporters and brokers on the platform"
  />
);

export default VendorsRoute;
