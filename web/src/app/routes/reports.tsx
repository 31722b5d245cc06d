import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { Card, CardHeader, Divider, Stack } from '@mui/material';

import { MetricCard, MetricGrid } from '../../components/metric-card';
import { PageHeader } from '../../components/page-header';
import { ReportRow } from '../../features/reports/components/report-row';
import { SAMPLE_REPORTS, type ReportStatus } from '../../features/reports/sample-reports';

const countWith = (...statuses: ReportStatus[]) =>
  SAMPLE_REPORTS.filter((report) => statuses.includes(report.status)).length;

const ReportsRoute = () => (
  <>
    <PageHeader title="Reports" subtitle="Compliance reports generated for your organisation" />
    <Stack spacing={{ xs: 2.5, md: 3 }}>
      <MetricGrid>
        <MetricCard
          label="Total Reports"
          value={SAMPLE_REPORTS.length}
          icon={<AssessmentOutlinedIcon />}
        />
        <MetricCard
          label="Generated"
          value={countWith('Generated')}
          tone="success"
          icon={<CheckCircleOutlineIcon />}
        />
        <MetricCard
          label="Pending"
          value={countWith('In Progress', 'Scheduled')}
          tone="info"
          icon={<ScheduleOutlinedIcon />}
        />
        <MetricCard
          label="Failed"
          value={countWith('Failed')}
          tone="error"
          icon={<ErrorOutlineOutlinedIcon />}
        />
      </MetricGrid>
      <Card>
        <CardHeader
          title="Recent Reports"
          subheader="Downloads are available once a report has been generated"
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <Divider />
        {SAMPLE_REPORTS.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))}
      </Card>
    </Stack>
  </>
);

export default ReportsRoute;
