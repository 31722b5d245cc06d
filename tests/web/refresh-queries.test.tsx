import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { refreshQueries } from '../../web/src/lib/refresh-queries';

/** A list whose loads the test answers by hand, on a client whose data never goes stale alone. */
const pendingList = (client: QueryClient, queryKey: unknown[]) => {
  const answers: Array<(rows: string[]) => void> = [];
  const observer = new QueryObserver<string[]>(client, {
    queryKey,
    queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
  });
  const statuses: string[] = [];
  const unsubscribe = observer.subscribe(({ status }) => statuses.push(status));
  return { answers, observer, statuses, unsubscribe };
};

describe('refreshQueries', () => {
  it("loads again a list whose first load began before the user's own change", async () => {
    // E.g. a document uploaded while the documents list was still loading: the upload's refresh
    // must not be answered with the load that read the list before the upload.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const documents = pendingList(client, ['/api/documents', { limit: 50 }]);
    const vendors = pendingList(client, ['/api/vendors']);
    await vi.waitFor(() => expect(documents.answers).toHaveLength(1));
    await vi.waitFor(() => expect(vendors.answers).toHaveLength(1));

    const refreshing = refreshQueries(client, { queryKey: ['/api/documents'] });
    documents.answers[0]!(['older']);
    await vi.waitFor(() => expect(documents.answers).toHaveLength(2));
    documents.answers[1]!(['older', 'uploaded']);
    await refreshing;
    await vi.waitFor(() =>
      expect(documents.observer.getCurrentResult().data).toEqual(['older', 'uploaded']),
    );
    expect(documents.statuses).not.toContain('error');

    // A query the filter does not name keeps its first load.
    vendors.answers[0]!(['acme']);
    await vi.waitFor(() => expect(vendors.observer.getCurrentResult().data).toEqual(['acme']));
    expect(vendors.answers).toHaveLength(1);
    documents.unsubscribe();
    vendors.unsubscribe();
  });

  it('marks loaded queries stale and refetches those on screen, as invalidateQueries does', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const documents = pendingList(client, ['/api/documents']);
    await vi.waitFor(() => expect(documents.answers).toHaveLength(1));
    documents.answers[0]!(['a']);
    await vi.waitFor(() => expect(documents.observer.getCurrentResult().data).toEqual(['a']));
    client.setQueryData(['/api/vendors'], ['acme']);

    const refreshing = refreshQueries(client, { queryKey: ['/api/documents'] });
    await vi.waitFor(() => expect(documents.answers).toHaveLength(2));
    // The loaded rows stay on screen while the refetch runs.
    expect(documents.observer.getCurrentResult().data).toEqual(['a']);
    documents.answers[1]!(['a', 'b']);
    await refreshing;
    expect(documents.observer.getCurrentResult().data).toEqual(['a', 'b']);
    expect(client.getQueryState(['/api/vendors'])?.isInvalidated).toBe(false);
    documents.unsubscribe();
  });
});
