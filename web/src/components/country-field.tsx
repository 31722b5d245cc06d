import { isCountryCode } from '@compliance/contracts';
import { Autocomplete, TextField } from '@mui/material';

import { countryName } from '../lib/format';
import { prefixFirst } from '../lib/prefix-first';

type CountryOption = { code: string; name: string };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let allCountries: CountryOption[] | undefined;

const labelOf = (option: CountryOption) => `${option.name} (${option.code})`;
/** "DE" puts Germany first, "Ger" Germany before Algeria and Niger. */
const filterCountries = prefixFirst(
  labelOf,
  (option, typed) => option.code.toLowerCase() === typed,
);

/** Every current ISO 3166-1 country and territory, by name (what the api accepts), listed once. */
export const countryOptions = (): CountryOption[] =>
  (allCountries ??= [...LETTERS]
    .flatMap((first) => [...LETTERS].map((second) => `${first}${second}`))
    .filter(isCountryCode)
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')));

type Props = {
  label: string;
  /** The ISO code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  helperText?: string;
};

/** Picks a country by name or ISO code ("Vietnam", "VN") and gives its 2-letter ISO code. */
export const CountryField = ({ label, value, onChange, disabled, helperText }: Props) => {
  const options = countryOptions();
  const selected = options.find((option) => option.code === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.code ?? '')}
      getOptionLabel={labelOf}
      filterOptions={filterCountries}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      disabled={disabled}
      autoHighlight
      // Typed into, not opened: without the arrow the label fits a half-width field.
      forcePopupIcon={false}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Name or ISO code"
          helperText={helperText}
        />
      )}
    />
  );
};
