import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';

import { addMarket, MARKET_NAMES, marketName } from '../comparison-form';

type Props = {
  markets: string[];
  onChange: (markets: string[]) => void;
  disabled?: boolean;
};

/** Target-market adder: pick or type a market, Add, and remove it again from its chip. */
export const MarketChipsField = ({ markets, onChange, disabled }: Props) => {
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = addMarket(markets, entry);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    onChange(result.markets);
    setEntry('');
    setError(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Autocomplete
          freeSolo
          fullWidth
          options={MARKET_NAMES.filter(
            (name) => !markets.some((code) => marketName(code) === name),
          )}
          inputValue={entry}
          onInputChange={(_event, value) => {
            setEntry(value);
            setError(null);
          }}
          disabled={disabled}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Target market"
              placeholder="e.g. Japan"
              error={Boolean(error)}
              helperText={error}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          )}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={disabled}
          startIcon={<AddIcon />}
          sx={{ height: 56, flexShrink: 0 }}
        >
          Add
        </Button>
      </Box>
      {markets.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={0.75}
          sx={{ flexWrap: 'wrap', mt: 1.5 }}
          aria-label="Target markets"
          role="list"
        >
          {markets.map((code) => (
            <Chip
              key={code}
              role="listitem"
              label={marketName(code)}
              color="primary"
              variant="outlined"
              onDelete={disabled ? undefined : () => onChange(markets.filter((m) => m !== code))}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
};
