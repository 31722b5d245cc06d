import type { Regulation } from '@compliance/contracts';
import { Box, Paper, Stack, Typography } from '@mui/material';

import { Badge } from '../../../components/status-badge';
import { formatDate, keyWords } from '../../../lib/format';

import { RegulationTypeBadge } from './regulation-type-badge';

const valueText = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** "Geolocation of plots of land: Yes" for `{ geolocationOfPlotsOfLand: true }`. */
const requirementLines = (requirements: Regulation['requirements']): string[] =>
  Object.entries(requirements ?? {}).map(([key, value]) => {
    const words = keyWords(key);
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${valueText(value)}`;
  });

export const RegulationItem = ({ regulation }: { regulation: Regulation }) => {
  const requirements = requirementLines(regulation.requirements);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={regulation.title}
      data-testid="regulation-item"
      sx={{ p: { xs: 1.75, sm: 2.25 }, borderRadius: 2.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
            {regulation.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {regulation.regulationCode} · {regulation.country}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap' }}>
          <RegulationTypeBadge type={regulation.regulationType} />
          <Badge
            tone={regulation.isActive ? 'success' : 'default'}
            label={regulation.isActive ? 'Active' : 'Inactive'}
          />
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
        {regulation.description}
      </Typography>
      {requirements.length > 0 && (
        <Box component="ul" aria-label="Requirements" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {requirements.map((line) => (
            <Typography component="li" variant="body2" color="text.secondary" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
      {regulation.applicableCommodities.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {regulation.applicableCommodities.map((code) => (
            <Badge key={code} appearance="outlined" label={`HS ${code}`} />
          ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Effective {formatDate(`${regulation.effectiveDate}T00:00:00`)}
        {regulation.expiryDate && ` · Expires ${formatDate(`${regulation.expiryDate}T00:00:00`)}`}
        {` · Source: ${regulation.source} · Updated ${formatDate(regulation.updatedAt)}`}
      </Typography>
    </Paper>
  );
};
