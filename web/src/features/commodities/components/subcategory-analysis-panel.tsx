import { formatHsCode } from '@compliance/contracts';
import type { CommoditySubcategory } from '@compliance/contracts';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CloseIcon from '@mui/icons-material/Close';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { countryName } from '../../../lib/format';
import { averageTariffNote, formatTariff } from '../commodity-format';
import { commodityLinks } from '../commodity-links';

import { RiskBadge } from './risk-badge';

const remedyLabel = (type: string) => type.replace(/_/g, ' ');

type PanelProps = {
  subcategory: CommoditySubcategory | null;
  categoryId: number;
  onClose: () => void;
};

const KeyMetric = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ fontWeight: 700, fontSize: '1.05rem', mt: 0.25 }}>{children}</Box>
  </Box>
);

/** Market analysis of the selected subcategory: key figures and where to go next. */
export const SubcategoryAnalysisPanel = ({ subcategory, categoryId, onClose }: PanelProps) => {
  if (!subcategory) {
    return (
      <Card sx={{ borderStyle: 'dashed' }}>
        <CardContent sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
          <TouchAppOutlinedIcon sx={{ fontSize: 32, mb: 1 }} aria-hidden />
          <Typography variant="subtitle2" color="text.primary">
            Market Analysis
          </Typography>
          <Typography variant="body2">
            Select a subcategory to see its key metrics and related analysis.
          </Typography>
        </CardContent>
      </Card>
    );
  }

  const tariffNote = averageTariffNote(subcategory.avgTariffRate, subcategory.tariffBasis);
  return (
    <Card component="section" aria-label={`Market analysis: ${subcategory.name}`}>
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="primary">
              Market Analysis
            </Typography>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              {subcategory.name}
            </Typography>
          </Box>
          <IconButton size="small" aria-label="Close analysis" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>

        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
          <KeyMetric label="HS Code">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {formatHsCode(subcategory.hsCode)}
            </Box>
          </KeyMetric>
          <KeyMetric label="Average Tariff">
            {formatTariff(subcategory.avgTariffRate)}
            {tariffNote && (
              <Typography variant="caption" color="text.secondary" component="div">
                {tariffNote}
              </Typography>
            )}
          </KeyMetric>
          <KeyMetric label="Target Markets">{subcategory.targetMarkets.length}</KeyMetric>
          <KeyMetric label="Risk Level">
            <RiskBadge level={subcategory.riskLevel} />
          </KeyMetric>
        </Box>

        <Box aria-label="Tariff basis">
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            Loaded MFN rates
          </Typography>
          {subcategory.tariffBasis.markets.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No data: no loaded tariff schedule has a line under HS{' '}
              {formatHsCode(subcategory.hsCode)}.
            </Typography>
          ) : (
            <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
              {subcategory.tariffBasis.markets.map((market) => (
                <Typography component="li" variant="body2" key={market.market}>
                  {countryName(market.market)}:{' '}
                  {market.avgRate === null
                    ? `no ad valorem line (specific duties only), ${market.lineCount} lines`
                    : `${formatTariff(market.avgRate)} over ${market.ratedLines} of ${market.lineCount} lines`}{' '}
                  (as of {market.asOf}
                  {market.stale ? ', stale' : ''}
                  {market.avgRate === null ? '; not counted in the average' : ''})
                </Typography>
              ))}
            </Stack>
          )}
          {subcategory.tariffBasis.remedyTypes.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Trade remedies: {subcategory.tariffBasis.remedyTypes.map(remedyLabel).join(', ')}
            </Typography>
          )}
        </Box>

        {subcategory.targetMarkets.length > 0 && (
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Top Markets
            </Typography>
            <Stack
              useFlexGap
              direction="row"
              spacing={0.75}
              sx={{ flexWrap: 'wrap', rowGap: 0.75 }}
            >
              {subcategory.targetMarkets.map((market) => (
                <Chip key={market} size="small" label={countryName(market)} />
              ))}
            </Stack>
          </Box>
        )}

        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Compliance Requirements ({subcategory.complianceRequirements.length})
          </Typography>
          <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
            {subcategory.complianceRequirements.map((requirement) => (
              <Typography component="li" variant="body2" key={requirement}>
                {requirement}
              </Typography>
            ))}
          </Stack>
        </Box>

        <Divider />
        <Stack spacing={1} aria-label="Quick links">
          <Button
            component={RouterLink}
            to={commodityLinks.marketAnalysisForHsCode(subcategory.hsCode)}
            variant="outlined"
            startIcon={<InsightsOutlinedIcon />}
            sx={{ justifyContent: 'flex-start' }}
          >
            Market analysis for HS {formatHsCode(subcategory.hsCode)}
          </Button>
          <Button
            component={RouterLink}
            to={commodityLinks.tariffClassificationsForHsCode(subcategory.hsCode)}
            variant="outlined"
            startIcon={<CategoryOutlinedIcon />}
            sx={{ justifyContent: 'flex-start' }}
          >
            Tariff classifications for HS {formatHsCode(subcategory.hsCode)}
          </Button>
          <Button
            component={RouterLink}
            to={commodityLinks.workflowsForCommodity(categoryId)}
            variant="outlined"
            startIcon={<AccountTreeOutlinedIcon />}
            sx={{ justifyContent: 'flex-start' }}
          >
            Compliance workflows
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
