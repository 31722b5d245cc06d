import type { Theme } from '@mui/material/styles';

/**
 * A table's `sx` that lays each row out as a block on a phone, every cell under its column's name
 * (the cell's `data-label`), rather than a table wider than the screen that has to be scrolled
 * sideways. From `sm` up it stays a table.
 */
export const phoneTableRows = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block' },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': { border: 0, px: 0, py: 0.25 },
    '& td[data-label]::before': {
      content: 'attr(data-label) ": "',
      color: theme.palette.text.secondary,
    },
  },
});
