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
  size: string;
};

export const SAMPLE_REPORTS: readonly Report[] = [
  {
    id: 1,
    title: 'Monthly Compliance Summary',
    description: 'Document verification, screening outcomes and open alerts for February.',
    type: 'Monthly',
    status: 'Generated',
    generatedAt: '2025-03-01T06:00:00Z',
    size: '2.4 MB',
  },
  {
    id: 2,
    title: 'Sanctions Screening Audit',
    description: 'Evidence pack of every counterparty screening for the external auditor.',
    type: 'Ad-hoc',
    status: 'In Progress',
    generatedAt: '2025-03-14T10:30:00Z',
    size: '—',
  },
  {
    id: 3,
    title: 'Weekly Declarations Digest',
    description: 'Customs declarations submitted, cleared and rejected during the week.',
    type: 'Weekly',
    status: 'Scheduled',
    generatedAt: '2025-03-17T06:00:00Z',
    size: '—',
  },
  {
    id: 4,
    title: 'Quarterly Trade Risk Assessment',
    description: 'Tariff exposure, trade remedies and high-risk commodities for Q4.',
    type: 'Quarterly',
    status: 'Failed',
    generatedAt: '2025-01-05T06:00:00Z',
    size: '—',
  },
];

/** Only a generated report can be downloaded. */
export const canDownload = (report: Pick<Report, 'status'>): boolean =>
  report.status === 'Generated';

/** A plain-text summary of the sample report, so the enabled download yields a real file. */
export const reportFile = (report: Report): { name: string; text: string } => ({
  name: `${report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.txt`,
  text: [
    report.title,
    '',
    report.description,
    '',
    `Type: ${report.type}`,
    `Status: ${report.status}`,
    `Generated: ${report.generatedAt}`,
  ].join('\n'),
});
