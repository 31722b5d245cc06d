import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Toaster } from '../components/toast';
import { queryClient as defaultQueryClient } from '../lib/query-client';

import { theme } from './theme';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** Everything a screen needs around it; tests pass their own QueryClient. */
export const AppProvider = ({ children, queryClient = defaultQueryClient }: AppProviderProps) => (
  <QueryClientProvider client={queryClient}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Toaster />
    </ThemeProvider>
  </QueryClientProvider>
);
