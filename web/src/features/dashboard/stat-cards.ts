import type { DashboardStats } from '@compliance/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';

import type { BadgeTone } from '../../components/status-badge';

export type StatCardDefinition = {
  key: keyof DashboardStats;
  title: string;
  /** Fixed trend texts, in this order. */
  trend: string;
  trendLabel: string;
  icon: SvgIconComponent;
  tone: BadgeTone;
  format?: (value: number) => string;
};

// Two rows of four.
export const STAT_CARD_ROWS: readonly (readonly StatCardDefinition[])[] = [
  [
    {
      key: 'totalDocuments',
      title: 'Total Documents',
      trend: '+12%',
      trendLabel: 'vs last month',
      icon: DescriptionOutlinedIcon,
      tone: 'primary',
    },
    {
      key: 'pendingReviews',
      title: 'Pending Reviews',
      trend: '-3%',
      trendLabel: 'vs last month',
      icon: PendingActionsOutlinedIcon,
      tone: 'warning',
    },
    {
      key: 'complianceScore',
      title: 'Compliance Score',
      trend: '+0.5%',
      trendLabel: 'vs last month',
      icon: VerifiedUserOutlinedIcon,
      tone: 'success',
      format: (value) => `${value}%`,
    },
    {
      key: 'riskFlags',
      title: 'Risk Flags',
      trend: '+2',
      trendLabel: 'this month',
      icon: FlagOutlinedIcon,
      tone: 'error',
    },
  ],
  [
    {
      key: 'tariffRates',
      title: 'Tariff Rates',
      trend: '+18',
      trendLabel: 'new rates this week',
      icon: LocalOfferOutlinedIcon,
      tone: 'info',
    },
    {
      key: 'tradeRemedies',
      title: 'Trade Remedies',
      trend: '+5',
      trendLabel: 'active measures',
      icon: GavelOutlinedIcon,
      tone: 'error',
    },
    {
      key: 'tradeAgreements',
      title: 'Trade Agreements',
      trend: '+2',
      trendLabel: 'new agreements',
      icon: HandshakeOutlinedIcon,
      tone: 'secondary',
    },
    {
      key: 'marketAnalyses',
      title: 'Market Analyses',
      trend: '+7',
      trendLabel: 'this month',
      icon: AnalyticsOutlinedIcon,
      tone: 'primary',
    },
  ],
];

/** A trend starting with '+' is positive; anything else is styled negative. */
export const isPositiveTrend = (trend: string): boolean => trend.startsWith('+');

/** Whether the score rests on no record at all: shown as no data, never as a perfect score. */
export const scoreHasNoData = (stats: Partial<DashboardStats> | null | undefined) =>
  stats?.scoredRecords === 0;

/** Values default to 0 when the stats call leaves them out. */
export const statValue = (
  stats: Partial<DashboardStats> | null | undefined,
  key: keyof DashboardStats,
) => stats?.[key] ?? 0;
