import type { Incoterm } from '@compliance/contracts';
import { Box, Stack, Typography } from '@mui/material';

import { Badge } from '../../../components/status-badge';
import { ResponsiveGrid } from '../../../components/skeletons';
import { CATEGORY_SECTIONS } from '../incoterm-groups';

import { IncotermCard } from './incoterm-card';

/** The filtered rules under their category headings; empty categories are left out. */
export const IncotermSections = ({ incoterms }: { incoterms: readonly Incoterm[] }) => (
  <Stack spacing={{ xs: 3, md: 4 }}>
    {CATEGORY_SECTIONS.map(({ category, title, groups }) => {
      const rules = incoterms.filter((incoterm) => incoterm.category === category);
      if (rules.length === 0) return null;
      return (
        <Box
          key={category}
          component="section"
          aria-labelledby={`incoterms-${category}`}
          data-category={category}
        >
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography id={`incoterms-${category}`} variant="h6" component="h2">
              {title}
            </Typography>
            <Badge tone="primary" label={groups} />
            <Typography variant="body2" color="text.secondary">
              {rules.length} {rules.length === 1 ? 'rule' : 'rules'}
            </Typography>
          </Stack>
          <ResponsiveGrid>
            {rules.map((incoterm) => (
              <IncotermCard key={incoterm.id} incoterm={incoterm} />
            ))}
          </ResponsiveGrid>
        </Box>
      );
    })}
  </Stack>
);
