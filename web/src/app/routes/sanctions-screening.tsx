import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { PageHeader } from '../../components/page-header';
import { RecentScreenings } from '../../features/sanctions/components/recent-screenings';
import { SanctionsDetailDialog } from '../../features/sanctions/components/sanctions-detail-dialog';
import { SanctionsScreeningForm } from '../../features/sanctions/components/sanctions-screening-form';
import { WatchlistsPanel } from '../../features/watchlists/components/watchlists-panel';
import { useFocusParam } from '../../lib/use-focus-param';

const SanctionsScreeningRoute = () => {
  const [focus, setFocus] = useFocusParam();
  const { hash } = useLocation();

  // '#watchlists' (linked from the KYC screen) scrolls to the panel once the screen is shown.
  useEffect(() => {
    if (hash === '#watchlists') document.getElementById('watchlists')?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageHeader title="Sanctions Screening" subtitle="Screen entities against watchlists" />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          // The form column also holds the watchlist check's candidates, so it gets more room.
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
          mb: { xs: 2, md: 3 },
        }}
      >
        <SanctionsScreeningForm />
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 24 } }}>
          <RecentScreenings onOpen={setFocus} />
        </Box>
      </Box>
      <WatchlistsPanel />
      <SanctionsDetailDialog id={focus} onClose={() => setFocus(null)} />
    </>
  );
};

export default SanctionsScreeningRoute;
