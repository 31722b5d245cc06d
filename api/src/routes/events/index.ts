// Server-sent events: tells open browsers which API paths changed (a document verified, an alert
// raised) so they refetch just those queries. The client still never polls.
import type { ServerResponse } from 'node:http';

import { CHANGE_EVENTS_PING, ChangeEventsQuerySchema } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { ChangeNotice } from '@compliance/core/infra';
import { createNoticeCoalescer } from '@compliance/core/infra/coalesce-notices';
import { noticeHistoryFor } from '@compliance/core/infra/notice-history';
import { EVERYTHING_CHANGED } from '@compliance/core/infra/notifier';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const KEEPALIVE_MS = 25_000;

export default async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Listening from the start, so a browser's first stream can be told what changed since its page
  // loaded.
  const history = noticeHistoryFor(app.infra.notifier);
  const streams = new Set<ServerResponse>();
  // preClose runs before the server stops accepting: open streams would otherwise hold shutdown.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const res of streams) res.end();
  });

  app.get(
    '/',
    { schema: { hide: true, querystring: ChangeEventsQuerySchema } },
    async (request, reply) => {
      // Listening starts before the stream opens; what arrives meanwhile is sent once it has.
      const early: ChangeNotice[] = [];
      let deliver: (notice: ChangeNotice) => void = (notice) => early.push(notice);
      const unsubscribe = app.infra.notifier.subscribe((notice) => deliver(notice));
      const subscribed = await app.infra.notifier.ready().then(
        // A stream opened once shutdown has begun would hold it up.
        () => !closing,
        () => false,
      );
      if (!subscribed) {
        unsubscribe();
        // Not a stream that would never say anything: the browser retries, and the next request
        // asks Redis for the subscription again.
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Live updates are unavailable: this server cannot receive change notices right now',
        );
      }
      reply.hijack();
      const res = reply.raw;
      // The browser left while this process was subscribing.
      if (res.destroyed) {
        unsubscribe();
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      streams.add(res);
      // Notices arriving together reach the browser as one (see coalesce-notices).
      const coalescer = createNoticeCoalescer({
        send: (notice) =>
          res.write(`event: invalidate\ndata: ${JSON.stringify({ keys: notice.keys })}\n\n`),
      });
      // 'connected' promises the client that changes from now on reach it; the replay names those
      // made before, within the window it asked for (every path when it did not ask).
      res.write(': connected\nretry: 3000\n\n');
      const { replay } = request.query;
      const changed =
        replay === undefined ? [...EVERYTHING_CHANGED.keys] : history.changedWithin(replay);
      if (changed.length) coalescer.push({ keys: changed });
      deliver = (notice) => coalescer.push(notice);
      for (const notice of early.splice(0)) deliver(notice);
      // A named event, not a comment: the browser sees it, and knows when it last heard from here.
      const keepalive = setInterval(
        () => res.write(`event: ${CHANGE_EVENTS_PING}\ndata: keepalive\n\n`),
        KEEPALIVE_MS,
      );
      res.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
        coalescer.close();
        streams.delete(res);
      });
    },
  );
}
