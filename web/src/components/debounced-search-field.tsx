import { Box, CircularProgress, InputAdornment, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

import { SearchField } from './search-field';

type DebouncedSearchFieldProps = {
  /** What the user has typed. */
  value: string;
  /** The text the server search runs with (`useDebouncedValue(value)`). */
  debouncedValue: string;
  onChange: (value: string) => void;
  /** The server search runs only from this many characters, spaces trimmed. */
  minLength: number;
  /** The search query is fetching. */
  fetching: boolean;
  placeholder: string;
  'aria-label': string;
  /** Width of the field and its hint line. */
  sx?: SxProps<Theme>;
};

/**
 * A search box for a server search that waits for a pause in typing: a spinner and 'Searching...'
 * while a search is due or running, and a hint while the text is too short to search.
 */
export const DebouncedSearchField = ({
  value,
  debouncedValue,
  onChange,
  minLength,
  fetching,
  placeholder,
  'aria-label': ariaLabel,
  sx,
}: DebouncedSearchFieldProps) => {
  const text = value.trim();
  const searchable = text.length >= minLength;
  const pending = searchable && (text !== debouncedValue.trim() || fetching);
  return (
    <Box sx={sx}>
      <SearchField
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={ariaLabel}
        endAdornment={
          pending ? (
            <InputAdornment position="end">
              <CircularProgress size={16} aria-hidden />
            </InputAdornment>
          ) : undefined
        }
      />
      <Typography
        variant="caption"
        color="text.secondary"
        role="status"
        sx={{ display: 'block', minHeight: 20, mt: 0.5, pl: 0.5 }}
      >
        {pending
          ? 'Searching...'
          : text && !searchable
            ? `Type at least ${minLength} characters to search`
            : ''}
      </Typography>
    </Box>
  );
};
