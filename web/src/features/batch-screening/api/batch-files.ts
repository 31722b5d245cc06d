import {
  API_PATHS,
  type BatchFileMapping,
  type BatchFilePreview,
  type ScreeningRun,
} from '@compliance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiUpload, apiUrl } from '../../../lib/api-client';
import { screeningRunQueryOptions } from '../../../lib/screening-runs';

const form = (file: File, mapping?: BatchFileMapping) => {
  const data = new FormData();
  if (mapping) data.append('mapping', JSON.stringify(mapping));
  data.append('file', file);
  return data;
};

export const usePreviewBatchFile = () =>
  useMutation({
    mutationFn: (file: File) =>
      apiUpload<BatchFilePreview>(`${API_PATHS.screeningBatchFiles}/preview`, form(file)),
    meta: { errorToast: true },
  });

export const useStartBatchFile = ({ onSuccess }: { onSuccess: (run: ScreeningRun) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: BatchFileMapping }) =>
      apiUpload<ScreeningRun>(API_PATHS.screeningBatchFiles, form(file, mapping)),
    onSuccess: (run) => {
      queryClient.setQueryData(screeningRunQueryOptions(run.id).queryKey, run);
      onSuccess(run);
    },
    meta: { errorToast: true },
  });
};

export const batchHitsCsvUrl = (runId: number) =>
  apiUrl(`${API_PATHS.screeningRuns}/${runId}/hits.csv`);
