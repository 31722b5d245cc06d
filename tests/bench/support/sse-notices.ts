// Counts what one browser's SSE stream (/api/events) receives while a batch changes rows: a second
// process updates `rows` KYC subjects, 1,000 per statement, and announces every changed row over
// the platform's Redis (list path, item path, dashboard stats), as the worker's handlers do.
import { API_PATHS } from '@compliance/contracts';
import { Redis } from 'ioredis';
import type pg from 'pg';

import { createLogger } from '../../../core/src/infra';
import { createRedisNotifier } from '../../../core/src/infra/notifier';
import { notifyChanged } from '../../../core/src/infra/notify-changed';

const CHUNK = 1000;

export const countSseNotices = async ({
  db,
  base,
  redisUrl,
  rows,
}: {
  db: pg.Client;
  base: string;
  redisUrl: string;
  rows: number;
}) => {
  await db.query(
    `INSERT INTO kyc_screenings ("entityName", "entityType", country, "screeningResult", "riskLevel",
       "screenedAt", "createdAt", "updatedAt")
     SELECT 'Batch Subject ' || g, 'individual', 'NL', 'clear', 'low', now(), now(), now()
       FROM generate_series(1, $1::int) AS g`,
    [rows],
  );
  const { rows: ids } = await db.query<{ id: number }>(
    `SELECT id FROM kyc_screenings WHERE "entityName" LIKE 'Batch Subject %' ORDER BY id`,
  );

  const controller = new AbortController();
  const response = await fetch(`${base}/api/events?replay=0`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const received: { at: number; keys: string[] }[] = [];
  let connected: () => void;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(': connected')) connected!();
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (block.startsWith('event: invalidate') && data)
          received.push({
            at: performance.now(),
            keys: (JSON.parse(data) as { keys: string[] }).keys,
          });
      }
    }
  })();
  await isConnected;

  const logger = createLogger({ level: 'warn', pretty: false });
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const infra = { notifier: createRedisNotifier({ publisher, logger }), logger };
  const started = performance.now();
  let published = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK).map((row) => row.id);
    await db.query(
      `UPDATE kyc_screenings SET "riskLevel" = 'medium', "updatedAt" = now() WHERE id = ANY($1)`,
      [chunk],
    );
    await Promise.all(
      chunk.map((id) =>
        notifyChanged(infra, [
          API_PATHS.kycScreening,
          `${API_PATHS.kycScreening}/${id}` as const,
          API_PATHS.dashboardStats,
        ]),
      ),
    );
    published += chunk.length;
  }
  const batchMs = performance.now() - started;
  const lastId = ids.at(-1)!.id;
  const lastKey = `${API_PATHS.kycScreening}/${lastId}`;
  const deadline = Date.now() + 15_000;
  while (!received.some((notice) => notice.keys.includes(lastKey)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  controller.abort();
  await reading;
  await infra.notifier.close();
  await publisher.quit();
  await db.query(`DELETE FROM kyc_screenings WHERE "entityName" LIKE 'Batch Subject %'`);

  const lastAt = received.at(-1)?.at ?? started;
  return {
    published,
    received: received.length,
    distinctKeys: new Set(received.flatMap((notice) => notice.keys)).size,
    batchMs,
    trailingMs: Math.max(0, lastAt - (started + batchMs)),
  };
};
