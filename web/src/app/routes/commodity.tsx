import { useParams } from 'react-router-dom';

import { ComingSoon } from '../../components/coming-soon';

const CommodityRoute = () => {
  const { categoryId } = useParams();
  return (
    <ComingSoon
      title="Commodity Category"
      subtitle={`Category ${categoryId ?? ''}: subcategories, tariffs and compliance requirements`}
    />
  );
};

export default CommodityRoute;
