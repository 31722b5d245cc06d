import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

import { Badge, type BadgeTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { canDownload, reportFile, type Report, type ReportStatus } from '../sample-reports';

export const REPORT_STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  Generated: 'success',
  'In Progress': 'info',
  Scheduled: 'warning',
  Failed: 'error',
};

const download = (report: Report) => {
  const { name, text } = reportFile(report);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

export const ReportRow = ({ report }: { report: Report }) => (
  <Box
    component="article"
    aria-label={report.title}
    data-testid="report-row"
    sx={{
      display: 'flex',
      flexDirection: { xs: 'column', sm: 'row' },
      alignItems: { xs: 'stretch', sm: 'center' },
      gap: 2,
      px: { xs: 2, md: 2.5 },
      py: 2,
      '& + &': { borderTop: 1, borderColor: 'divider' },
    }}
  >
    <Stack direction="row" spacing={1.75} sx={{ alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 42,
          height: 42,
          borderRadius: 2.5,
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
        })}
      >
        <InsertChartOutlinedIcon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
          {report.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {report.description}
        </Typography>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.75 }}
        >
          <Badge tone="primary" appearance="outlined" label={report.type} />
          <Badge
            tone={REPORT_STATUS_TONES[report.status]}
            label={report.status}
            data-status={report.status}
          />
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(report.generatedAt)} · {report.size}
          </Typography>
        </Stack>
      </Box>
    </Stack>
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={!canDownload(report)}
      onClick={() => download(report)}
      aria-label={`Download ${report.title}`}
      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 7.25, sm: 0 } }}
    >
      Download
    </Button>
  </Box>
);
