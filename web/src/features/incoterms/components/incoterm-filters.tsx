import {
  INCOTERM_CATEGORIES,
  INCOTERM_TRANSPORT_MODES,
  type IncotermCategory,
  type IncotermTransportMode,
} from '@compliance/contracts';
import { Button, MenuItem, Stack, TextField } from '@mui/material';

import { CATEGORY_SECTIONS, TRANSPORT_MODE_LABELS, type IncotermFilters } from '../incoterm-groups';

type IncotermFiltersBarProps = {
  value: IncotermFilters;
  onChange: (value: IncotermFilters) => void;
};

const categoryLabel = (category: IncotermCategory) => {
  const section = CATEGORY_SECTIONS.find((candidate) => candidate.category === category);
  return section ? `${section.title} (${section.groups})` : category;
};

export const IncotermFiltersBar = ({ value, onChange }: IncotermFiltersBarProps) => {
  const filtered = value.category !== 'all' || value.transportMode !== 'all';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label="Category"
        value={value.category}
        onChange={(event) =>
          onChange({ ...value, category: event.target.value as IncotermFilters['category'] })
        }
        sx={{ minWidth: { sm: 260 } }}
      >
        <MenuItem value="all">All categories</MenuItem>
        {INCOTERM_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {categoryLabel(category)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Transport mode"
        value={value.transportMode}
        onChange={(event) =>
          onChange({
            ...value,
            transportMode: event.target.value as IncotermTransportMode | 'all',
          })
        }
        sx={{ minWidth: { sm: 200 } }}
      >
        <MenuItem value="all">All transport modes</MenuItem>
        {INCOTERM_TRANSPORT_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {TRANSPORT_MODE_LABELS[mode]}
          </MenuItem>
        ))}
      </TextField>
      {filtered && (
        <Button onClick={() => onChange({ category: 'all', transportMode: 'all' })}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
};
