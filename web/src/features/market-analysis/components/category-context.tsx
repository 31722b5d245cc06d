import { formatHsCode } from '@compliance/contracts';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { Alert, Chip, Stack, Typography } from '@mui/material';

import { errorMessage } from '../../../lib/api-client';
import { useCategoryContext } from '../api/get-category-context';

type Props = { categoryId: number; onPick: (hsCode: string) => void };

/** The commodity category the user came from, with its subcategories' HS codes to analyse. */
export const CategoryContext = ({ categoryId, onPick }: Props) => {
  const { category, subcategories } = useCategoryContext(categoryId);
  if (category.error)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        Commodity category {categoryId} could not be loaded. {errorMessage(category.error)}
      </Alert>
    );
  if (!category.data) return null;
  return (
    <Alert
      severity="info"
      icon={<CategoryOutlinedIcon />}
      sx={{ mb: { xs: 2, md: 3 }, alignItems: 'center' }}
      aria-label="Commodity category"
    >
      <Typography variant="body2" sx={{ mb: subcategories.data?.length ? 1 : 0 }}>
        Analysing <strong>{category.data.name}</strong>
        {subcategories.data?.length ? ': pick a subcategory to fill its HS code.' : '.'}
      </Typography>
      {subcategories.data && subcategories.data.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
          {subcategories.data.map((subcategory) => (
            <Chip
              key={subcategory.id}
              size="small"
              clickable
              onClick={() => onPick(subcategory.hsCode)}
              label={`${subcategory.name} · ${formatHsCode(subcategory.hsCode)}`}
            />
          ))}
        </Stack>
      )}
    </Alert>
  );
};
