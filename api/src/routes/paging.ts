// Paged lists answer with the page as a plain array (the spec's client reads a list), the total in
// X-Total-Count and the next page in a Link header (rel="next"), as RFC 8288 describes.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sendPage = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { items: T[]; total: number; nextCursor: string | null },
): T[] => {
  reply.header('X-Total-Count', String(page.total));
  reply.header('Access-Control-Expose-Headers', 'X-Total-Count, Link');
  if (page.nextCursor) {
    const url = new URL(request.url, 'http://placeholder');
    url.searchParams.set('cursor', page.nextCursor);
    reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
};
