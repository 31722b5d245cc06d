// Shared by every list route (see the README's "Paging, sorting, search and CSV export"):
// - sendPage: the page as a plain array (the spec's client reads a list), the total in
//   X-Total-Count and the next page in a Link header (rel="next"), as RFC 8288 and GitHub's API do.
// - sendCsv: the whole filtered, sorted list as a streamed CSV download.
import { Readable } from 'node:stream';

import { type CsvColumn, csvLines } from '@compliance/core/paging/csv';
import { allPages, type Page } from '@compliance/core/paging/keyset';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sendPage = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { items: T[]; total: number; nextCursor: string | null },
): T[] => {
  // Cross-origin clients may read both: the CORS plugin exposes them (security plugin).
  reply.header('X-Total-Count', String(page.total));
  if (page.nextCursor) {
    const url = new URL(request.url, 'http://placeholder');
    url.searchParams.set('cursor', page.nextCursor);
    reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
};

/**
 * Streams every row of the list as CSV, reading it page by page (500 rows at a time) with the
 * same filters and sort as the screen.
 */
export const sendCsv = <T>(
  reply: FastifyReply,
  {
    fileName,
    columns,
    loadPage,
  }: {
    fileName: string;
    columns: readonly CsvColumn<NoInfer<T>>[];
    loadPage: (page: { limit: number; cursor: string | undefined }) => Promise<Page<T>>;
  },
) => {
  reply.header('Content-Type', 'text/csv; charset=utf-8');
  reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
  reply.header('Cache-Control', 'no-store');
  const rows = allPages((cursor) => loadPage({ limit: 500, cursor }));
  return reply.send(Readable.from(csvLines(columns, rows)));
};
