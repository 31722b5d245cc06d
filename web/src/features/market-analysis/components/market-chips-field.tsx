import AddIcon from '@mui/icons-material/Add';
import { resolveTariffMarket, type TariffDataSource } from '@compliance/contracts';
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { prefixFirst } from '../../../lib/prefix-first';
import { loadedScheduleOf, useTariffDataSources } from '../api/get-tariff-data';
import { addMarket, MARKET_NAMES, marketName } from '../comparison-form';

const NO_SCHEDULE = 'No tariff schedule loaded';

const filterMarkets = prefixFirst((name: string) => name);

/**
 * What the comparison will rest on for a market (the schedule's date in the list, its name too on
 * the chip); nothing while the sources are unknown.
 */
const scheduleNote = (
  sources: readonly TariffDataSource[] | undefined,
  code: string | null,
  { named = false } = {},
) => {
  if (!sources || !code) return null;
  const schedule = loadedScheduleOf(sources, code);
  if (!schedule) return NO_SCHEDULE;
  const date = `as of ${schedule.asOf}${schedule.stale ? ' (stale)' : ''}`;
  return named ? `${schedule.label}, ${date}` : `Schedule ${date}`;
};

const listNames = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

type Props = {
  markets: string[];
  onChange: (markets: string[]) => void;
  disabled?: boolean;
};

/**
 * Target-market adder: pick a market (or type one and Add), and remove it again from its chip. Each option
 * and chip says whether a tariff schedule is loaded for the market, before the comparison does.
 */
export const MarketChipsField = ({ markets, onChange, disabled }: Props) => {
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: sources } = useTariffDataSources();
  const withoutSchedule = sources ? markets.filter((code) => !loadedScheduleOf(sources, code)) : [];

  const add = (value = entry) => {
    const result = addMarket(markets, value);
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
          filterOptions={filterMarkets}
          inputValue={entry}
          // Picking a market from the list adds it, as does Enter on typed text.
          value={null}
          onChange={(_event, value, reason) => {
            if (
              (reason === 'selectOption' || reason === 'createOption') &&
              typeof value === 'string'
            )
              add(value);
          }}
          onInputChange={(_event, value) => {
            setEntry(value);
            setError(null);
          }}
          disabled={disabled}
          renderOption={({ key, ...props }, name) => {
            const note = scheduleNote(sources, resolveTariffMarket(name));
            return (
              <Box component="li" key={key} {...props}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2">{name}</Typography>
                  {note && (
                    <Typography
                      variant="caption"
                      component="div"
                      color={note === NO_SCHEDULE ? 'warning.main' : 'text.secondary'}
                    >
                      {note}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Target market"
              placeholder="e.g. Japan"
              error={Boolean(error)}
              helperText={error}
              onKeyDown={(event) => {
                // Enter adds (through onChange) rather than submitting the form.
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
          )}
        />
        <Button
          variant="outlined"
          onClick={() => add()}
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
            <Tooltip key={code} title={scheduleNote(sources, code, { named: true }) ?? ''}>
              <Chip
                role="listitem"
                label={marketName(code)}
                color={withoutSchedule.includes(code) ? 'warning' : 'primary'}
                variant="outlined"
                onDelete={disabled ? undefined : () => onChange(markets.filter((m) => m !== code))}
              />
            </Tooltip>
          ))}
        </Stack>
      )}
      {withoutSchedule.length > 0 && (
        <Typography variant="caption" color="warning.main" component="p" sx={{ mt: 1 }}>
          No tariff schedule is loaded for {listNames(withoutSchedule.map(marketName))}: the
          comparison will report no data for {withoutSchedule.length > 1 ? 'them' : 'it'}.
        </Typography>
      )}
    </Box>
  );
};
