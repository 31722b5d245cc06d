import type { ScreeningResult } from '@compliance/contracts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ReportOutlinedIcon from '@mui/icons-material/ReportOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box } from '@mui/material';

import { Badge, RISK_LEVEL_TONES, toneFor } from '../status-badge';

// Clear (check icon), flagged (warning icon), blocked (alert icon).
export const RESULT_TONES: Record<ScreeningResult, 'success' | 'warning' | 'error'> = {
  clear: 'success',
  flagged: 'warning',
  blocked: 'error',
};

const RESULT_ICONS = {
  clear: CheckCircleOutlineIcon,
  flagged: WarningAmberOutlinedIcon,
  blocked: ReportOutlinedIcon,
} as const;

type ResultIconProps = { result: string; size?: number };

/** A tinted round tile holding the result's icon; labelled so screen readers hear the result. */
export const ResultIcon = ({ result, size = 40 }: ResultIconProps) => {
  const known = result in RESULT_ICONS ? (result as ScreeningResult) : 'flagged';
  const Icon = RESULT_ICONS[known];
  const tone = RESULT_TONES[known];
  return (
    <Box
      role="img"
      aria-label={`Result: ${result}`}
      data-result={result}
      sx={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        color: theme.palette[tone].main,
        bgcolor: `${theme.palette[tone].main}1a`,
        '& svg': { fontSize: size * 0.55 },
      })}
    >
      <Icon />
    </Box>
  );
};

export const ResultBadge = ({ result }: { result: string }) => (
  <Badge tone={toneFor(result, RESULT_TONES)} label={result} data-result={result} />
);

/** '{riskLevel} risk': high red, medium yellow, low green. */
export const RiskBadge = ({
  riskLevel,
  withSuffix = true,
}: {
  riskLevel: string;
  withSuffix?: boolean;
}) => (
  <Badge
    tone={toneFor(riskLevel, RISK_LEVEL_TONES)}
    appearance="outlined"
    label={withSuffix ? `${riskLevel} risk` : riskLevel}
    data-risk={riskLevel}
  />
);
