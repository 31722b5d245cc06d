import { alpha, createTheme } from '@mui/material/styles';

// System fonts only: no web-font download, and text renders at once on slow links.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const navy = { main: '#283593', light: '#5c6bc0', dark: '#1a2250', contrastText: '#ffffff' };

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: navy,
    secondary: { main: '#0f766e', light: '#14b8a6', dark: '#115e59', contrastText: '#ffffff' },
    success: { main: '#15803d', light: '#22c55e', dark: '#166534', contrastText: '#ffffff' },
    warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#ffffff' },
    error: { main: '#c62828', light: '#ef5350', dark: '#8e1c1c', contrastText: '#ffffff' },
    info: { main: '#0369a1', light: '#38bdf8', dark: '#075985', contrastText: '#ffffff' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
    divider: '#e3e7ef',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700, fontSize: '1.75rem', letterSpacing: '-0.01em' },
    h5: { fontWeight: 600, fontSize: '1.25rem' },
    h6: { fontWeight: 600, fontSize: '1.05rem' },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
      },
    },
    // Tooltips open after 700 ms.
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 700, arrow: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, paddingInline: 16 } },
    },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 14,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04), 0 1px 3px rgba(16, 24, 40, 0.06)',
          transition: 'box-shadow 150ms ease, border-color 150ms ease',
        }),
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600, borderRadius: 8 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundColor: theme.palette.background.paper,
          '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.divider },
        }),
      },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 8,
          '&.Mui-focusVisible': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
        }),
      },
    },
    MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4 } } },
  },
});
