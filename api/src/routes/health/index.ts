// /healthz: the process is up. /readyz: Postgres, Redis (when configured) and object storage answer.
import type { FastifyInstance } from 'fastify';

const withTimeout = async (check: () => Promise<unknown>, ms = 2000): Promise<string> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return `error: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
};

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { prisma, dispatcher, storage } = app.infra;
    const [database, queue, objectStorage] = await Promise.all([
      withTimeout(() => prisma.$queryRaw`SELECT 1`),
      dispatcher.kind === 'bullmq'
        ? withTimeout(() => dispatcher.ping())
        : Promise.resolve('in-process'),
      withTimeout(() => storage.ensureReady()),
    ]);
    const checks = { database, redis: queue, storage: objectStorage };
    const ready = Object.values(checks).every((value) => value === 'ok' || value === 'in-process');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
  });
}
