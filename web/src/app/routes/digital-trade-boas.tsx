import AddIcon from '@mui/icons-material/Add';
import { API_PATHS } from '@compliance/contracts';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { lazy, useState } from 'react';

import { PageHeader } from '../../components/page-header';
import { CsvExportButton } from '../../components/paged/csv-export-button';
import { ListProgress } from '../../components/paged/list-progress';
import { TableSuspense, useTableView } from '../../components/paged/table-view';
import { useAgreements, useAgreementStats } from '../../features/agreements/api/agreements';
import { useOrders } from '../../features/agreements/api/orders';
import { AgreementDetailDialog } from '../../features/agreements/components/agreement-detail-dialog';
import { AgreementList } from '../../features/agreements/components/agreement-list';
import { AgreementStatsCards } from '../../features/agreements/components/agreement-stats';
import { IccCompliancePanel } from '../../features/agreements/components/icc-compliance-panel';
import { NewAgreementDialog } from '../../features/agreements/components/new-agreement-dialog';
import { OrderList } from '../../features/agreements/components/order-list';
import { useFocusParam } from '../../lib/use-focus-param';

const TABS = ['Basic Ordering Agreements', 'Digital Orders', 'ICC Compliance'] as const;
/** The list each tab shows (the ICC panel has none). */
const TAB_LISTS = [API_PATHS.basicOrderingAgreements, API_PATHS.digitalTradeOrders] as const;

const AgreementsTable = lazy(() => import('../../features/agreements/components/agreements-table'));
const OrdersTable = lazy(() => import('../../features/agreements/components/orders-table'));

const DigitalTradeBoasRoute = () => {
  const [tab, setTab] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [focus, setFocus] = useFocusParam();
  const agreements = useAgreements();
  const stats = useAgreementStats();
  const orders = useOrders();
  const view = useTableView();
  const listPath = TAB_LISTS[tab];

  return (
    <>
      <PageHeader
        title="Digital Trade BOAs"
        subtitle="Basic Ordering Agreements under ICC uniform rules, with digital signatures"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
            New Agreement
          </Button>
        }
      />
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        <AgreementStatsCards
          stats={stats.data}
          loading={stats.isLoading}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_event, next: number) => setTab(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Digital trade sections"
          >
            {TABS.map((label) => (
              <Tab key={label} label={label} />
            ))}
          </Tabs>
        </Box>
        {listPath && (
          // Desktop: a table with server-side sort and filters beside the cards; both export.
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {!view.table && <CsvExportButton path={listPath} />}
            {view.toggle}
          </Stack>
        )}
        {tab === 0 &&
          (view.table ? (
            <TableSuspense>
              <AgreementsTable onOpen={setFocus} />
            </TableSuspense>
          ) : (
            <>
              <AgreementList
                agreements={agreements.items}
                loading={agreements.isLoading}
                error={agreements.error}
                onRetry={agreements.refetch}
                onOpen={setFocus}
              />
              {!agreements.isLoading && (
                <ListProgress
                  list={agreements}
                  shown={agreements.items.length}
                  total={agreements.total}
                  noun="agreement versions"
                />
              )}
            </>
          ))}
        {tab === 1 &&
          (view.table ? (
            <TableSuspense>
              <OrdersTable />
            </TableSuspense>
          ) : (
            <>
              <OrderList
                orders={orders.items}
                loading={orders.isLoading}
                error={orders.error}
                onRetry={orders.refetch}
              />
              {!orders.isLoading && (
                <ListProgress
                  list={orders}
                  shown={orders.items.length}
                  total={orders.total}
                  noun="orders"
                />
              )}
            </>
          ))}
        {tab === 2 && <IccCompliancePanel />}
      </Stack>
      <NewAgreementDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <AgreementDetailDialog id={focus} onClose={() => setFocus(null)} onOpen={setFocus} />
    </>
  );
};

export default DigitalTradeBoasRoute;
