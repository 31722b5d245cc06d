import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { PageHeader } from '../../components/page-header';
import { TableSuspense, useDesktop } from '../../components/paged/table-view';
import { BatchScreeningPanel } from '../../features/batch-screening/components/batch-screening-panel';
import { RecentScreenings } from '../../features/sanctions/components/recent-screenings';
import { SanctionsDetailDialog } from '../../features/sanctions/components/sanctions-detail-dialog';
import { SanctionsScreeningForm } from '../../features/sanctions/components/sanctions-screening-form';
import { ScreeningLogPanel } from '../../features/screening-log/components/screening-log-panel';
import { WatchlistsPanel } from '../../features/watchlists/components/watchlists-panel';
import { useFocusParam } from '../../lib/use-focus-param';

type ToolTab = 'watchlists' | 'batch' | 'log' | 'table';

const SanctionsTable = lazy(() => import('../../features/sanctions/components/sanctions-table'));

const SanctionsScreeningRoute = () => {
  const [focus, setFocus] = useFocusParam();
  const { hash } = useLocation();
  // Only desktops get the table tab; phones keep the list.
  const desktop = useDesktop();
  const [tab, setTab] = useState<ToolTab>(hash === '#search-log' ? 'log' : 'watchlists');

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
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
          mb: { xs: 2, md: 3 },
        }}
      >
        <SanctionsScreeningForm />
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 24 } }}>
          <RecentScreenings onOpen={setFocus} />
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: ToolTab) => setTab(value)}
        aria-label="Screening tools"
        // A phone is narrower than the three tabs: they scroll rather than cut 'Search log' off.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="watchlists" label="Watchlists" />
        <Tab value="batch" label="Batch screening" />
        <Tab value="log" label="Search log" />
        {desktop && <Tab value="table" label="All screenings" />}
      </Tabs>
      {tab === 'watchlists' && <WatchlistsPanel />}
      {tab === 'batch' && (
        <Card component="section" aria-labelledby="batch-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" id="batch-title">
              Batch screening
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Screen a file of customers or vendors against every loaded list
            </Typography>
            <BatchScreeningPanel />
          </CardContent>
        </Card>
      )}
      {tab === 'log' && (
        <Card component="section" aria-labelledby="search-log-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" id="search-log-title">
              Search log
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Every screening request: who, when, the query, the lists and their versions, the
              candidates and the decision
            </Typography>
            <ScreeningLogPanel />
          </CardContent>
        </Card>
      )}
      {tab === 'table' && desktop && (
        <Card component="section" aria-labelledby="screenings-table-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" id="screenings-table-title">
              All screenings
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Sort, filter and export every recorded screening
            </Typography>
            <TableSuspense>
              <SanctionsTable onOpen={setFocus} />
            </TableSuspense>
          </CardContent>
        </Card>
      )}
      <SanctionsDetailDialog id={focus} onClose={() => setFocus(null)} />
    </>
  );
};

export default SanctionsScreeningRoute;
