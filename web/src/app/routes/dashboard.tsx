import { Box, Stack } from '@mui/material';

import { PageHeader } from '../../components/page-header';
import { AlertsPanel } from '../../features/alerts/components/alerts-panel';
import { AllAlertsDialog } from '../../features/alerts/components/all-alerts-dialog';
import { useCategory } from '../../features/commodities/api/get-category';
import { useDashboardStats } from '../../features/dashboard/api/get-dashboard-stats';
import { CommodityTiles } from '../../features/dashboard/components/commodity-tiles';
import { ComplianceHealth } from '../../features/dashboard/components/compliance-health';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { SignedInUser } from '../../features/dashboard/components/signed-in-user';
import { StatCardGrid } from '../../features/dashboard/components/stat-card-grid';
import { VendorsBanner } from '../../features/dashboard/components/vendors-banner';
import { useDashboardDialogs } from '../../features/dashboard/use-dashboard-dialogs';
import { RecentDocuments } from '../../features/documents/components/recent-documents';
import { AllWorkflowsDialog } from '../../features/workflows/components/all-workflows-dialog';
import { WorkflowDetailDialog } from '../../features/workflows/components/workflow-detail-dialog';
import { WorkflowsPanel } from '../../features/workflows/components/workflows-panel';
import { useCurrentUser } from '../../lib/current-user';

const twoColumns = (template: string) => ({
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: template },
});

const DashboardRoute = () => {
  const user = useCurrentUser();
  const stats = useDashboardStats();
  const dialogs = useDashboardDialogs();
  const category = useCategory(dialogs.commodityCategoryId ?? 0, {
    enabled: dialogs.commodityCategoryId !== undefined,
  });

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back, ${user.name}`}
        actions={<SignedInUser />}
      />
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        <VendorsBanner />
        <CommodityTiles />
        <StatCardGrid
          stats={stats.data}
          loading={stats.isLoading}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
        <Box sx={twoColumns('minmax(0, 2fr) minmax(0, 1fr)')}>
          <QuickActions />
          <ComplianceHealth stats={stats.data} loading={stats.isLoading} failed={stats.isError} />
        </Box>
        <Box sx={twoColumns('repeat(2, minmax(0, 1fr))')}>
          <RecentDocuments />
          <AlertsPanel onViewAll={() => dialogs.openView('alerts')} />
        </Box>
        <WorkflowsPanel
          onViewAll={() => dialogs.openView('workflows')}
          onView={dialogs.openWorkflow}
        />
      </Stack>
      <AllAlertsDialog open={dialogs.view === 'alerts'} onClose={dialogs.closeView} />
      <AllWorkflowsDialog
        open={dialogs.view === 'workflows'}
        commodityCategoryId={dialogs.commodityCategoryId}
        commodityCategoryName={category.data?.name}
        onClose={dialogs.closeView}
        onView={dialogs.openWorkflow}
      />
      <WorkflowDetailDialog workflowId={dialogs.workflowId} onClose={dialogs.closeWorkflow} />
    </>
  );
};

export default DashboardRoute;
