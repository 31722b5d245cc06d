import { Box } from '@mui/material';

import { PageHeader } from '../../components/page-header';
import { ClassificationForm } from '../../features/tariff-classification/components/classification-form';
import { RecentClassifications } from '../../features/tariff-classification/components/recent-classifications';
import { useAddressParams } from '../../lib/use-address-params';

const digitsOnly = (value: string | null) => (value ?? '').replace(/[^\d]/g, '');

const TariffClassificationRoute = () => {
  // ?hsCode= (a commodity's quick link) filters the list and starts the form on that code.
  const [params, updateParams] = useAddressParams();
  const hsCode = digitsOnly(params.get('hsCode'));

  const clearFilter = () => updateParams({ hsCode: null }, { replace: true });

  return (
    <>
      <PageHeader
        title="Tariff Classification"
        subtitle="Classify products under the Harmonized System"
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <ClassificationForm initialHsCode={hsCode} />
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 24 } }}>
          <RecentClassifications hsCodeFilter={hsCode} onClearHsCodeFilter={clearFilter} />
        </Box>
      </Box>
    </>
  );
};

export default TariffClassificationRoute;
