import type { MarketAnalysisReport } from '@compliance/contracts';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';

import { PageHeader } from '../../components/page-header';
import { AnalysisTab } from '../../features/market-analysis/components/analysis-tab';
import { CategoryContext } from '../../features/market-analysis/components/category-context';
import { MarketAccessTab } from '../../features/market-analysis/components/market-access-tab';
import { TariffRatesTab } from '../../features/market-analysis/components/tariff-rates-tab';
import { TradeAgreementsTab } from '../../features/market-analysis/components/trade-agreements-tab';
import { TradeRemediesTab } from '../../features/market-analysis/components/trade-remedies-tab';
import { useAddressParams } from '../../lib/use-address-params';

const TABS = [
  { value: 'tariff-rates', label: 'Tariff Rates' },
  { value: 'trade-remedies', label: 'Trade Remedies' },
  { value: 'trade-agreements', label: 'Trade Agreements' },
  { value: 'market-access', label: 'Market Access' },
  { value: 'analysis', label: 'Analysis' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

const MarketAnalysisRoute = () => {
  // ?tab= keeps the open tab in the address; ?hsCode= (a commodity's quick link) fills the code.
  const [params, updateParams] = useAddressParams();
  const rawTab = params.get('tab');
  const tab: TabValue = isTab(rawTab) ? rawTab : 'tariff-rates';
  const initialHsCode = params.get('hsCode') ?? '';
  // ?category= (the commodity screen's link) offers that category's subcategory codes.
  const categoryId = Number(params.get('category'));
  const hasCategory = Number.isInteger(categoryId) && categoryId > 0;
  const [hsCode, setHsCode] = useState(initialHsCode);
  const [focusId, setFocusId] = useState<number | null>(null);

  const showTab = (value: TabValue) => updateParams({ tab: value }, { replace: true });

  const onCreated = (report: MarketAnalysisReport) => {
    setFocusId(report.id);
    showTab('analysis');
  };

  return (
    <>
      <PageHeader
        title="Market Analysis"
        subtitle="Tariff rates, trade remedies, trade agreements and market access"
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 2, md: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabValue) => showTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Market analysis sections"
        >
          {TABS.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} />
          ))}
        </Tabs>
      </Box>
      {hasCategory && (
        <CategoryContext
          categoryId={categoryId}
          onPick={(code) => {
            setHsCode(code);
            showTab('tariff-rates');
          }}
        />
      )}
      <Box role="tabpanel" aria-label={TABS.find((item) => item.value === tab)!.label}>
        {tab === 'tariff-rates' && (
          <TariffRatesTab hsCode={hsCode} onHsCodeChange={setHsCode} onCreated={onCreated} />
        )}
        {tab === 'trade-remedies' && <TradeRemediesTab />}
        {tab === 'trade-agreements' && <TradeAgreementsTab />}
        {tab === 'market-access' && <MarketAccessTab initialHsCode={hsCode} />}
        {tab === 'analysis' && <AnalysisTab focusId={focusId} />}
      </Box>
    </>
  );
};

export default MarketAnalysisRoute;
