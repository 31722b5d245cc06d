import type { CommodityCategory } from '@compliance/contracts';
import AddIcon from '@mui/icons-material/Add';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { Badge } from '../../../components/status-badge';
import { commodityLinks } from '../commodity-links';

type CategoryHeaderProps = { category: CommodityCategory; onAdd: () => void };

export const CategoryHeader = ({ category, onAdd }: CategoryHeaderProps) => (
  <Box
    component="header"
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: { xs: 'stretch', md: 'flex-end' },
      justifyContent: 'space-between',
      gap: 2,
      mb: { xs: 2.5, md: 3 },
    }}
  >
    <Box sx={{ minWidth: 0, flex: '1 1 420px' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="overline" color="text.secondary">
          {category.group}
        </Typography>
        <Badge
          tone="primary"
          data-testid="subcategory-count"
          label={`${category.subcategoryCount} ${category.subcategoryCount === 1 ? 'subcategory' : 'subcategories'}`}
        />
      </Stack>
      <Typography variant="h4" component="h1">
        {category.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 760 }}>
        {category.description}
      </Typography>
    </Box>
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ width: { xs: '100%', md: 'auto' }, '& > *': { flex: { xs: 1, md: 'none' } } }}
    >
      <Button
        component={RouterLink}
        to={commodityLinks.marketAnalysisForCategory(category.id)}
        variant="outlined"
        startIcon={<InsightsOutlinedIcon />}
      >
        Market Analysis
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        Add Subcategory
      </Button>
    </Stack>
  </Box>
);
