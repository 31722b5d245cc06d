// Autocomplete filtering that puts what the user is typing the start of first: "Ger" lists
// Germany before Algeria and Niger. MUI's default keeps the options' own (alphabetical) order.
import { createFilterOptions, type FilterOptionsState } from '@mui/material';

const WORD_BREAK = new Set([' ', '(', '/', '-', ',']);

const rankOf = (label: string, typed: string) => {
  const text = label.toLowerCase();
  if (text.startsWith(typed)) return 1;
  // The start of a later word: "Korea" in "Republic of Korea", "DE" in "Germany (DE)".
  for (let at = text.indexOf(typed, 1); at > 0; at = text.indexOf(typed, at + 1))
    if (WORD_BREAK.has(text[at - 1]!)) return 2;
  return 3;
};

/**
 * A filterOptions for MUI's Autocomplete: the default match (anywhere, any case), options the text
 * names exactly first (`isExact`: an ISO code typed in full), then those it starts, then those
 * with a word it starts, then the rest, each in the options' own order.
 */
export const prefixFirst = <T>(
  label: (option: T) => string,
  isExact: (option: T, typed: string) => boolean = () => false,
) => {
  const matches = createFilterOptions<T>({ stringify: label });
  return (options: T[], state: FilterOptionsState<T>) => {
    const found = matches(options, state);
    const typed = state.inputValue.trim().toLowerCase();
    if (!typed) return found;
    return found
      .map((option, at) => ({
        option,
        at,
        rank: isExact(option, typed) ? 0 : rankOf(label(option), typed),
      }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map(({ option }) => option);
  };
};
