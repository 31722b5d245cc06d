import { z } from 'zod';

import { wholeNumber } from './common';

/**
 * GET /api/events: the change-notice stream. `replay` asks for the paths changed in the last so
 * many milliseconds, sent first as one `invalidate` event: a browser passes the time since its page
 * loaded (what it shows may predate the stream), or since it last heard from a stream that broke.
 * Without it, or when the server cannot tell that far back, the first event names every path.
 */
export const ChangeEventsQuerySchema = z.object({
  replay: wholeNumber(
    z
      .number({ error: 'replay must be a number of milliseconds' })
      .int('replay must be a whole number of milliseconds')
      .min(0, 'replay must not be negative')
      .max(Number.MAX_SAFE_INTEGER, 'replay is too large'),
  ).optional(),
});

/** `event: invalidate`: the API paths whose data changed; a query under any of them loads again. */
export const InvalidateMessageSchema = z.object({ keys: z.array(z.string()) });
export type InvalidateMessage = z.infer<typeof InvalidateMessageSchema>;

/** The stream's keepalive, a named event so a browser knows when it last heard from the server. */
export const CHANGE_EVENTS_PING = 'ping';
