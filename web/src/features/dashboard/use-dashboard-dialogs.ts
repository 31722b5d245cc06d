import { useSearchParams } from 'react-router-dom';

import { COMMODITY_PARAM, VIEW_PARAM, WORKFLOW_PARAM } from '../../lib/workflow-links';

export type DashboardView = 'alerts' | 'workflows';

const positiveInt = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * The dashboard's dialogs (all alerts, all workflows, one workflow) live in the URL, so links from
 * other screens open them and Back closes them.
 */
export const useDashboardDialogs = () => {
  const [params, setParams] = useSearchParams();
  const rawView = params.get(VIEW_PARAM);
  const view: DashboardView | null =
    rawView === 'alerts' || rawView === 'workflows' ? rawView : null;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      change(next);
      return next;
    });

  return {
    view,
    commodityCategoryId: positiveInt(params.get(COMMODITY_PARAM)),
    workflowId: positiveInt(params.get(WORKFLOW_PARAM)) ?? null,
    openView: (next: DashboardView) => update((search) => search.set(VIEW_PARAM, next)),
    closeView: () =>
      update((search) => {
        search.delete(VIEW_PARAM);
        search.delete(COMMODITY_PARAM);
      }),
    openWorkflow: (id: number) => update((search) => search.set(WORKFLOW_PARAM, String(id))),
    closeWorkflow: () => update((search) => search.delete(WORKFLOW_PARAM)),
  };
};
