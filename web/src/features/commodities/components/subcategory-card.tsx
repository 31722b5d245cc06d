import { formatHsCode } from '@compliance/contracts';
import type { CommoditySubcategory } from '@compliance/contracts';
import { Box, Card, CardActionArea, CardContent, Divider, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

import { averageTariffNote, formatTariff } from '../commodity-format';

import { RiskBadge } from './risk-badge';

type SubcategoryCardProps = {
  subcategory: CommoditySubcategory;
  selected: boolean;
  onSelect: () => void;
};

const Metric = ({
  label,
  value,
  note,
}: {
  label: string;
  value: string | number;
  /** What the value rests on, when that needs saying (e.g. 'specific duties only'). */
  note?: string | null;
}) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div" noWrap>
      {label}
    </Typography>
    <Typography variant="subtitle2" component="div">
      {value}
    </Typography>
    {note && (
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {note}
      </Typography>
    )}
  </Box>
);

export const SubcategoryCard = ({ subcategory, selected, onSelect }: SubcategoryCardProps) => (
  <Card
    component="article"
    aria-label={subcategory.name}
    data-testid="subcategory-card"
    sx={(theme) => ({
      height: '100%',
      borderColor: selected ? 'primary.main' : undefined,
      boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : undefined,
      bgcolor: selected ? alpha(theme.palette.primary.main, 0.03) : undefined,
    })}
  >
    <CardActionArea
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`Analyse ${subcategory.name}`}
      sx={{ height: '100%', alignItems: 'stretch', display: 'flex' }}
    >
      <CardContent sx={{ p: 2.25, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
              {subcategory.name}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', fontSize: 12 }}
            >
              HS {formatHsCode(subcategory.hsCode)}
            </Typography>
          </Box>
          <RiskBadge level={subcategory.riskLevel} />
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {subcategory.description}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <Divider sx={{ mb: 1.25 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
            <Metric label="Markets" value={subcategory.targetMarkets.length} />
            <Metric
              label="Avg tariff"
              value={formatTariff(subcategory.avgTariffRate)}
              note={averageTariffNote(subcategory.avgTariffRate, subcategory.tariffBasis)}
            />
            <Metric label="Requirements" value={subcategory.complianceRequirements.length} />
          </Box>
        </Box>
      </CardContent>
    </CardActionArea>
  </Card>
);
