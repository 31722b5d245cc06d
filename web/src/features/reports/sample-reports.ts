import { formatBytes } from '../../lib/format';

// Sample-only entity: four built-in reports (no backend call).
export type ReportType = 'Monthly' | 'Ad-hoc' | 'Weekly' | 'Quarterly';
export type ReportStatus = 'Generated' | 'In Progress' | 'Scheduled' | 'Failed';

export type Report = {
  id: number;
  title: string;
  description: string;
  type: ReportType;
  status: ReportStatus;
  /** When it was (or will be) produced. */
  generatedAt: string;
  /** The size of the file its download produces; '—' while there is none to download. */
  size: string;
};

type SampleReport = Omit<Report, 'size'>;

const SAMPLES: readonly SampleReport[] = [
  {
    id: 1,
    title: 'Monthly Compliance Summary',
    description: 'Document verification, screening outcomes and open alerts for February.',
    type: 'Monthly',
    status: 'Generated',
    generatedAt: '2025-03-01T06:00:00Z',
  },
  {
    id: 2,
    title: 'Sanctions Screening Audit',
    description: 'Evidence pack of every counterparty screening for the external auditor.',
    type: 'Ad-hoc',
    status: 'In Progress',
    generatedAt: '2025-03-14T10:30:00Z',
  },
  {
    id: 3,
    title: 'Weekly Declarations Digest',
    description: 'Customs declarations submitted, cleared and rejected during the week.',
    type: 'Weekly',
    status: 'Scheduled',
    generatedAt: '2025-03-17T06:00:00Z',
  },
  {
    id: 4,
    title: 'Quarterly Trade Risk Assessment',
    description: 'Tariff exposure, trade remedies and high-risk commodities for Q4.',
    type: 'Quarterly',
    status: 'Failed',
    generatedAt: '2025-01-05T06:00:00Z',
  },
];

/** Only a generated report can be downloaded. */
export const canDownload = (report: Pick<Report, 'status'>): boolean =>
  report.status === 'Generated';

/**
 * The file the enabled download yields: plain text that says it is a sample, with the report's
 * built-in fields only. There is no report engine behind this screen (spec: sample data only), so
 * it carries no compliance figures.
 */
export const reportFile = (report: SampleReport): { name: string; text: string } => ({
  name: `${report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-sample.txt`,
  text: [
    'SAMPLE REPORT - built-in sample data, not generated from your records',
    '',
    report.title,
    '',
    report.description,
    '',
    `Type: ${report.type}`,
    `Status: ${report.status}`,
    `Generated: ${report.generatedAt}`,
    '',
    'This is a sample file. The Reports screen lists built-in sample reports only: nothing here',
    'was computed from your documents, screenings, declarations or alerts, so it holds no',
    'compliance figures.',
    '',
  ].join('\n'),
});

/** Bytes of the downloaded file: its text in UTF-8, as the Blob stores it. */
export const reportFileBytes = (report: SampleReport): number =>
  new TextEncoder().encode(reportFile(report).text).length;

// The size shown is that of the file the download produces, never a made-up figure.
export const SAMPLE_REPORTS: readonly Report[] = SAMPLES.map((report) => ({
  ...report,
  size: canDownload(report) ? formatBytes(reportFileBytes(report)) : '—',
}));
