import { ComingSoon } from '../../components/coming-soon';

const CustomsDeclarationsRoute = () => (
  <ComingSoon
    title="Customs Declarations"
    subtitle="Prepare, submit and track customs declarations"
  />
);

export default CustomsDeclarationsRoute;
