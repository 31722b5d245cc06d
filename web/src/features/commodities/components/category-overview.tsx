import type { CommodityCategory } from '@compliance/contracts';
import { Box, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { categoryTariffNote, formatCategoryTariff } from '../category-tariff-note';
import { splitRequirements } from '../commodity-format';

import { RiskBadge } from './risk-badge';

const Figure = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ fontWeight: 500, mb: 0.5, whiteSpace: { md: 'nowrap' } }}
    >
      {label}
    </Typography>
    <Box sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>{children}</Box>
  </Box>
);

export const CategoryOverview = ({ category }: { category: CommodityCategory }) => {
  const { shown, more } = splitRequirements(category.complianceRequirements);
  return (
    <Card component="section" aria-labelledby="category-overview-title">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography id="category-overview-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Category Overview
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            // minmax(0, 1fr): the requirements column takes what is left of the card, never the
            // width of its longest chip.
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, auto) minmax(0, 1fr)',
            },
            alignItems: 'start',
          }}
        >
          <Figure label="Total Subcategories">
            <span data-testid="overview-total">{category.subcategoryCount}</span>
          </Figure>
          <Figure label="Average Tariff Rate">
            <span data-testid="overview-tariff">
              {formatCategoryTariff(category.avgTariffRate)}
            </span>
            {/* How the figure was derived; capped on wide screens so it wraps instead of widening
                its auto-sized grid column at the requirements' expense. */}
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              data-testid="overview-tariff-note"
              sx={{ mt: 0.5, lineHeight: 1.35, maxWidth: { md: 280 }, overflowWrap: 'break-word' }}
            >
              {categoryTariffNote(category)}
            </Typography>
          </Figure>
          <Figure label="Risk Level">
            <Box sx={{ pt: 0.5 }}>
              <RiskBadge level={category.riskLevel} />
            </Box>
          </Figure>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pl: { md: 2 }, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500, mb: 1 }}>
              Compliance Requirements
            </Typography>
            {shown.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None recorded
              </Typography>
            ) : (
              <Stack
                useFlexGap
                direction="row"
                spacing={0.75}
                sx={{ flexWrap: 'wrap', rowGap: 0.75 }}
                aria-label="Compliance requirements"
              >
                {shown.map((requirement) => (
                  <Chip
                    key={requirement}
                    size="small"
                    variant="outlined"
                    label={requirement}
                    // A long requirement wraps onto further lines instead of ending in '…'.
                    sx={{
                      maxWidth: '100%',
                      height: 'auto',
                      py: 0.25,
                      '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
                    }}
                  />
                ))}
                {more > 0 && (
                  <Tooltip title={category.complianceRequirements.slice(shown.length).join('; ')}>
                    <Chip size="small" color="primary" label={`+${more} more`} />
                  </Tooltip>
                )}
              </Stack>
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
