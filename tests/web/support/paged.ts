import { http, HttpResponse } from 'msw';

import { server } from './server';

/**
 * Serves `rows` as the API pages a list: `limit` rows from an offset cursor, the count of the
 * filtered rows in X-Total-Count and the next page in `Link: <...>; rel="next"`. `matches` applies
 * the query's `q` and filters. Returns every request's URL.
 */
export const servePaged = <T>(
  path: string,
  rows: T[],
  matches: (row: T, query: URLSearchParams) => boolean = () => true,
) => {
  const calls: URL[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const query = url.searchParams;
      const filtered = rows.filter((row) => matches(row, query));
      const limit = Number(query.get('limit') ?? 100);
      const offset = Number(/^o(\d+)$/.exec(query.get('cursor') ?? '')?.[1] ?? 0);
      const page = filtered.slice(offset, offset + limit);
      const headers = new Headers({ 'X-Total-Count': String(filtered.length) });
      if (offset + limit < filtered.length) {
        const next = new URLSearchParams(query);
        next.set('cursor', `o${offset + limit}`);
        headers.set('Link', `<${url.pathname}?${next.toString()}>; rel="next"`);
      }
      return HttpResponse.json(page, { headers });
    }),
  );
  return calls;
};

/** The query `q` as a case-insensitive contains on one text of the row. */
export const containsQ =
  <T>(text: (row: T) => string) =>
  (row: T, query: URLSearchParams) =>
    text(row)
      .toLowerCase()
      .includes((query.get('q') ?? '').toLowerCase());
