import type { CommoditySubcategory } from '@compliance/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useCategory } from '../../features/commodities/api/get-category';
import { useSubcategories } from '../../features/commodities/api/get-subcategories';
import { AddSubcategoryDialog } from '../../features/commodities/components/add-subcategory-dialog';
import { CategoryHeader } from '../../features/commodities/components/category-header';
import { CategoryNotFound } from '../../features/commodities/components/category-not-found';
import { CategoryOverview } from '../../features/commodities/components/category-overview';
import { SubcategoryAnalysisPanel } from '../../features/commodities/components/subcategory-analysis-panel';
import { SubcategoryList } from '../../features/commodities/components/subcategory-list';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const parseId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const CommodityScreen = ({ rawId }: { rawId: string | undefined }) => {
  const categoryId = parseId(rawId);
  const valid = categoryId !== null;
  const category = useCategory(categoryId ?? 0, { enabled: valid });
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const subcategories = useSubcategories({ categoryId: categoryId ?? 0, query, enabled: valid });
  const [selected, setSelected] = useState<CommoditySubcategory | null>(null);
  const [adding, setAdding] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  // Counts the taps on a card: each asks for the panel to be brought into view once shown.
  const [scrollRequest, setScrollRequest] = useState(0);

  const select = (subcategory: CommoditySubcategory) => {
    setSelected(subcategory);
    setScrollRequest((count) => count + 1);
  };

  // On narrow screens the panel sits above the list and is hidden (display: none) until a
  // subcategory is selected: scroll only after the render that shows it, or the browser measures
  // an empty box and the first tap seems to do nothing.
  useEffect(() => {
    if (scrollRequest === 0 || window.matchMedia('(min-width: 1200px)').matches) return;
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [scrollRequest]);

  const backLink = (
    <Button
      component={RouterLink}
      to={paths.dashboard.getHref()}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1.5, ml: -1 }}
    >
      Back to Dashboard
    </Button>
  );

  const notFound = !valid || (category.error instanceof ApiError && category.error.status === 404);
  // The not-found card carries its own way back.
  if (notFound) return <CategoryNotFound />;

  if (category.error)
    return (
      <>
        {backLink}
        <LoadError onRetry={() => void category.refetch()}>
          Failed to fetch category. {errorMessage(category.error)}
        </LoadError>
      </>
    );

  return (
    <>
      {backLink}
      {category.isLoading || !category.data ? (
        <Box aria-label="Loading category" sx={{ mb: 3 }}>
          <Skeleton width={120} />
          <Skeleton width={260} height={44} />
          <Skeleton width="60%" />
        </Box>
      ) : (
        <CategoryHeader category={category.data} onAdd={() => setAdding(true)} />
      )}
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        {category.data && <CategoryOverview category={category.data} />}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <SubcategoryList
            search={search}
            onSearchChange={setSearch}
            subcategories={subcategories.items}
            total={subcategories.total}
            paging={subcategories}
            isLoading={subcategories.isLoading}
            error={subcategories.error}
            onRetry={subcategories.refetch}
            searching={subcategories.searching}
            selectedId={selected?.id ?? null}
            onSelect={select}
          />
          <Box
            ref={panelRef}
            sx={{
              position: { lg: 'sticky' },
              top: { lg: 24 },
              order: { xs: -1, lg: 0 },
              display: { xs: selected ? 'block' : 'none', lg: 'block' },
              scrollMarginTop: 80,
            }}
          >
            <SubcategoryAnalysisPanel
              subcategory={selected}
              categoryId={categoryId}
              onClose={() => setSelected(null)}
            />
          </Box>
        </Box>
      </Stack>
      {category.data && (
        <AddSubcategoryDialog
          open={adding}
          categoryId={category.data.id}
          categoryName={category.data.name}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
};

// Keyed by the id so search text and selection start fresh for each category.
const CommodityRoute = () => {
  const { categoryId } = useParams();
  return <CommodityScreen key={categoryId} rawId={categoryId} />;
};

export default CommodityRoute;
