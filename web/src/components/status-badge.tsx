import type { DocumentStatus } from '@compliance/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';

export type BadgeTone =
  'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** The spec describes badges in four variants (default, secondary, outline, destructive). */
export type SpecBadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

export const DOCUMENT_STATUS_TONES: Record<DocumentStatus, BadgeTone> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
};

/** High red, medium yellow, low green. */
export const RISK_LEVEL_TONES: Record<string, BadgeTone> = {
  low: 'success',
  medium: 'warning',
  high: 'error',
};

const SPEC_VARIANT_TONES: Record<SpecBadgeVariant, BadgeTone> = {
  default: 'primary',
  secondary: 'default',
  outline: 'default',
  destructive: 'error',
};

export const toneFor = (
  value: string | null | undefined,
  tones: Record<string, BadgeTone>,
  fallback: BadgeTone = 'default',
): BadgeTone => (value && tones[value]) || fallback;

/** 'in_progress' -> 'in progress'. */
export const humanize = (value: string): string => value.replace(/_/g, ' ');

/** 'in_progress' -> 'In progress'. */
export const sentenceCase = (value: string): string => {
  const text = humanize(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

type BadgeProps = Omit<ChipProps, 'color' | 'variant'> & {
  tone?: BadgeTone;
  /** soft: tinted background (default); outlined: border only; filled: solid. */
  appearance?: 'soft' | 'outlined' | 'filled';
  icon?: ReactElement;
  /** Lets a long label wrap onto more lines rather than overflow its container. */
  multiline?: boolean;
};

export const Badge = ({
  tone = 'default',
  appearance = 'soft',
  multiline = false,
  sx,
  ...props
}: BadgeProps) => (
  <Chip
    size="small"
    {...props}
    variant={appearance === 'outlined' ? 'outlined' : 'filled'}
    sx={[
      {
        '& .MuiChip-label': { display: 'block' },
        '& .MuiChip-label::first-letter': { textTransform: 'uppercase' },
      },
      // A long label ("Flagged: coverage gap, no name match") wraps between words inside a narrow
      // card on a phone instead of running past its edge or losing its end to an ellipsis. Only
      // on request: a one-word status in a table column keeps its one line and fixed height.
      multiline && {
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'break-word', py: '2px' },
      },
      (theme) => {
        const palette = tone === 'default' ? null : theme.palette[tone];
        const main = palette?.main ?? theme.palette.grey[700];
        if (appearance === 'filled') {
          return {
            bgcolor: main,
            color: palette?.contrastText ?? '#fff',
            '& .MuiChip-icon': { color: 'inherit' },
          };
        }
        if (appearance === 'outlined') {
          return {
            borderColor: alpha(main, 0.5),
            color: palette?.dark ?? main,
            '& .MuiChip-icon': { color: 'inherit' },
          };
        }
        return {
          bgcolor: alpha(main, tone === 'default' ? 0.08 : 0.12),
          color: palette?.dark ?? theme.palette.text.primary,
          '& .MuiChip-icon': { color: 'inherit' },
        };
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  />
);

/** Maps the spec's badge variants onto MUI: destructive -> error, outline -> outlined grey, ... */
export const SpecBadge = ({
  variant = 'default',
  ...props
}: Omit<BadgeProps, 'tone' | 'appearance'> & { variant?: SpecBadgeVariant }) => (
  <Badge
    tone={SPEC_VARIANT_TONES[variant]}
    appearance={variant === 'outline' ? 'outlined' : variant === 'default' ? 'filled' : 'soft'}
    {...props}
  />
);

/** Document status: pending warning, verified success, rejected error. */
export const StatusBadge = ({
  status,
  ...props
}: Omit<BadgeProps, 'tone' | 'label'> & { status: string }) => (
  <Badge
    tone={toneFor(status, DOCUMENT_STATUS_TONES)}
    // The raw status is the text (as the spec shows it); CSS only raises the first letter.
    label={humanize(status)}
    data-status={status}
    {...props}
  />
);
