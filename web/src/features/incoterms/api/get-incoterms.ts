import type { Incoterm } from '@compliance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const INCOTERMS_PATH = '/api/incoterms';

/** Key ['/api/incoterms']: all 11 rules once; filtering happens on the client. */
export const incotermsQueryOptions = () => queryOptions<Incoterm[]>({ queryKey: [INCOTERMS_PATH] });

export const useIncoterms = () => useQuery(incotermsQueryOptions());
