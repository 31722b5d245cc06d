import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';

/** A period is a whole number of its unit, at least one. */
const parsePeriod = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
};

/**
 * A whole-number setting. The field keeps what is typed: a cleared field stays empty (not '0',
 * which typing then turned into '045'), and only a valid period reaches the form.
 */
export const NumberSetting = ({
  value,
  unit,
  label,
  onChange,
}: {
  value: number;
  unit: string;
  label: string;
  onChange: (value: number) => void;
}) => {
  const [text, setText] = useState(String(value));
  const valid = parsePeriod(text) !== null;
  return (
    <TextField
      type="number"
      size="small"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const period = parsePeriod(event.target.value);
        if (period !== null) onChange(period);
      }}
      error={!valid}
      helperText={valid ? undefined : `Enter a whole number of ${unit}, at least 1`}
      sx={{ width: { xs: '100%', sm: 200 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, min: 1 },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
};
