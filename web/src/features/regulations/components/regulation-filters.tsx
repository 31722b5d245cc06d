import type { RegulationType } from '@compliance/contracts';
import { MenuItem, TextField } from '@mui/material';

import { sentenceCase } from '../../../components/status-badge';
import type { RegulationFilters as Filters } from '../regulation-summary';

type RegulationFiltersProps = {
  value: Filters;
  onChange: (value: Filters) => void;
  countries: string[];
  types: RegulationType[];
};

/** Country and type choices come from the loaded regulations. */
export const RegulationFilters = ({
  value,
  onChange,
  countries,
  types,
}: RegulationFiltersProps) => (
  <>
    <TextField
      select
      size="small"
      label="Country"
      value={value.country}
      onChange={(event) => onChange({ ...value, country: event.target.value })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">All countries</MenuItem>
      {countries.map((country) => (
        <MenuItem key={country} value={country}>
          {country}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      label="Type"
      value={value.type}
      onChange={(event) => onChange({ ...value, type: event.target.value })}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">All types</MenuItem>
      {types.map((type) => (
        <MenuItem key={type} value={type}>
          {sentenceCase(type)}
        </MenuItem>
      ))}
    </TextField>
  </>
);
