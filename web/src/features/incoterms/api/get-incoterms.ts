import { API_PATHS, type Incoterm } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Key [API_PATHS.incoterms]: all 11 rules once; filtering happens on the client. */
export const incotermsQueryOptions = () =>
  queryOptions<Incoterm[]>({ queryKey: [API_PATHS.incoterms] });

export const useIncoterms = () => useQuery(incotermsQueryOptions());
