import { Box, LinearProgress, Typography } from '@mui/material';

type ScoreBarProps = { score: number; match: boolean; threshold?: number | null };

export const formatScore = (score: number): string => `${Math.round(score * 100)}%`;

/** The match score (0..1) as a bar; red above the threshold, amber for a candidate below it. */
export const ScoreBar = ({ score, match, threshold }: ScoreBarProps) => {
  const value = Math.max(0, Math.min(100, score * 100));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box sx={{ position: 'relative', flex: 1, minWidth: 60 }}>
        <LinearProgress
          variant="determinate"
          value={value}
          color={match ? 'error' : 'warning'}
          aria-label={`Score ${formatScore(score)}`}
          sx={{ height: 8 }}
        />
        {threshold != null && (
          <Box
            aria-hidden
            title={`Threshold ${formatScore(threshold)}`}
            sx={{
              position: 'absolute',
              top: -3,
              bottom: -3,
              left: `${threshold * 100}%`,
              width: 2,
              borderRadius: 1,
              bgcolor: 'text.primary',
              opacity: 0.55,
            }}
          />
        )}
      </Box>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 700,
          minWidth: 40,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatScore(score)}
      </Typography>
    </Box>
  );
};
