import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { startLiveEvents } from './live-events';

/** Mounted once, in the app layout. */
export const useLiveEvents = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => startLiveEvents(queryClient), [queryClient]);
};
