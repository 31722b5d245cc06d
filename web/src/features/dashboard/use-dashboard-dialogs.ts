import { useAddressParams } from '../../lib/use-address-params';
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
  const [params, updateParams] = useAddressParams();
  const rawView = params.get(VIEW_PARAM);
  const view: DashboardView | null =
    rawView === 'alerts' || rawView === 'workflows' ? rawView : null;

  return {
    view,
    commodityCategoryId: positiveInt(params.get(COMMODITY_PARAM)),
    workflowId: positiveInt(params.get(WORKFLOW_PARAM)) ?? null,
    openView: (next: DashboardView) => updateParams({ [VIEW_PARAM]: next }),
    closeView: () => updateParams({ [VIEW_PARAM]: null, [COMMODITY_PARAM]: null }),
    openWorkflow: (id: number) => updateParams({ [WORKFLOW_PARAM]: String(id) }),
    closeWorkflow: () => updateParams({ [WORKFLOW_PARAM]: null }),
  };
};
