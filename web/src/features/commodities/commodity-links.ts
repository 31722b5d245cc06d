import { paths } from '../../config/paths';
import { workflowsHref } from '../../lib/workflow-links';

const withQuery = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;

/** Links of the commodity screen: market analysis by category or HS code, and so on. */
export const commodityLinks = {
  marketAnalysisForCategory: (categoryId: number) =>
    withQuery(paths.marketAnalysis.path, { category: categoryId }),
  marketAnalysisForHsCode: (hsCode: string) => withQuery(paths.marketAnalysis.path, { hsCode }),
  tariffClassificationsForHsCode: (hsCode: string) =>
    withQuery(paths.tariffClassification.path, { hsCode }),
  workflowsForCommodity: (categoryId: number) => workflowsHref({ commodityCategoryId: categoryId }),
};
