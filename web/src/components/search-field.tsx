import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  'aria-label': string;
  sx?: SxProps<Theme>;
  /** Off when the caller sets its own responsive width through `sx`. */
  fullWidth?: boolean;
  /** Right-hand slot, e.g. a spinner while a deferred search is pending. */
  endAdornment?: ReactNode;
};

/** The small search box with a leading magnifier used above every filterable list. */
export const SearchField = ({
  value,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  sx,
  fullWidth = true,
  endAdornment,
}: SearchFieldProps) => (
  <TextField
    fullWidth={fullWidth}
    size="small"
    type="search"
    placeholder={placeholder}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={sx}
    slotProps={{
      htmlInput: { 'aria-label': ariaLabel },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
        endAdornment,
      },
    }}
  />
);
