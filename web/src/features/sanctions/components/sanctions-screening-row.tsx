import type { SanctionsScreening } from '@compliance/contracts';
import { Box, ListItemButton, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';

import { sentenceCase } from '../../../components/status-badge';
import { ResultBadge, ResultIcon, RiskBadge } from '../../../components/screening/screening-badges';
import { suggestionText } from '../suggestion-text';

type RowProps = {
  screening: SanctionsScreening;
  onOpen: (id: number) => void;
  /** A windowed list measures each rendered row. */
  ref?: Ref<HTMLLIElement>;
  index?: number;
};

/** Row: result icon, entity name, type, result badge and risk badge; opens the detail. */
export const SanctionsScreeningRow = ({ screening, onOpen, ref, index }: RowProps) => (
  <Box component="li" ref={ref} data-index={index} sx={{ listStyle: 'none' }}>
    <ListItemButton
      onClick={() => onOpen(screening.id)}
      aria-label={`${screening.entityName}, ${screening.screeningResult}, ${screening.riskLevel} risk`}
      data-testid="sanctions-row"
      // Phones put the badges under the name; wider screens keep them on the right.
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"icon text" "icon badges"', sm: '"icon text badges"' },
        columnGap: 1.5,
        rowGap: 0.75,
        py: 1.25,
        px: 1.25,
        alignItems: 'center',
      }}
    >
      <Box sx={{ gridArea: 'icon', alignSelf: { xs: 'start', sm: 'center' } }}>
        <ResultIcon result={screening.screeningResult} size={36} />
      </Box>
      <Box sx={{ gridArea: 'text', minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
          title={screening.entityName}
        >
          {screening.entityName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {sentenceCase(screening.entityType)}
          {suggestionText(screening) && ` · Suggested: ${suggestionText(screening)}`}
          {screening.overridden && (
            <Box component="span" sx={{ color: 'warning.dark', fontWeight: 600 }}>
              {' '}
              · Overridden
            </Box>
          )}
        </Typography>
      </Box>
      <Stack
        direction="row"
        spacing={0.75}
        useFlexGap
        sx={{ gridArea: 'badges', flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}
      >
        <ResultBadge result={screening.screeningResult} />
        <RiskBadge riskLevel={screening.riskLevel} withSuffix={false} />
      </Stack>
    </ListItemButton>
  </Box>
);
