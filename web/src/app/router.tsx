import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { AppLayout } from '../components/layout/app-layout';
import { RouteError } from '../components/route-error';
import { ScreenFallback } from '../components/screen-fallback';
import { paths } from '../config/paths';

type ScreenModule = { default: ComponentType };

// Each screen is its own chunk. HydrateFallback on the child keeps the layout on screen while the
// first chunk loads; later navigations keep the old screen until the new one is ready.
const screen = (path: string | undefined, load: () => Promise<ScreenModule>): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: ScreenFallback,
  ErrorBoundary: RouteError,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      screen(undefined, () => import('./routes/dashboard')),
      screen(paths.documents.path, () => import('./routes/documents')),
      screen(paths.kycScreening.path, () => import('./routes/kyc-screening')),
      screen(paths.sanctionsScreening.path, () => import('./routes/sanctions-screening')),
      screen(paths.customsDeclarations.path, () => import('./routes/customs-declarations')),
      screen(paths.regulatoryDatabase.path, () => import('./routes/regulatory-database')),
      screen(paths.tariffClassification.path, () => import('./routes/tariff-classification')),
      screen(paths.marketAnalysis.path, () => import('./routes/market-analysis')),
      screen(paths.vendors.path, () => import('./routes/vendors')),
      screen(paths.incoterms.path, () => import('./routes/incoterms')),
      screen(paths.digitalTradeBoas.path, () => import('./routes/digital-trade-boas')),
      screen(paths.complianceChecklists.path, () => import('./routes/compliance-checklists')),
      screen(paths.reports.path, () => import('./routes/reports')),
      screen(paths.userManagement.path, () => import('./routes/user-management')),
      screen(paths.settings.path, () => import('./routes/settings')),
      screen(paths.audit.path, () => import('./routes/audit')),
      screen(paths.commodity.path, () => import('./routes/commodity')),
      screen('*', () => import('./routes/not-found')),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
