import { paths } from '../config/paths';

// The full workflows list and one workflow's detail open as dialogs over the dashboard; their state
// lives in the URL so other screens (a commodity's quick links) and the browser history reach them.
export const VIEW_PARAM = 'view';
export const WORKFLOW_PARAM = 'workflow';
export const COMMODITY_PARAM = 'commodityCategoryId';

export const dashboardViewHref = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `${paths.dashboard.getHref()}?${search.toString()}`;
};

export const workflowsHref = ({ commodityCategoryId }: { commodityCategoryId?: number } = {}) =>
  dashboardViewHref({ [VIEW_PARAM]: 'workflows', [COMMODITY_PARAM]: commodityCategoryId });

export const workflowHref = (id: number) => dashboardViewHref({ [WORKFLOW_PARAM]: id });
