// One log line per finished request, at a level that keeps logging cheap under load: server
// errors at error, client errors at info, successful reads (GET, HEAD) at debug, other successful
// requests (changes) at info. Fastify's own two lines per request are switched off in buildApp.
import type { Logger } from '@compliance/core/infra';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const levelFor = (method: string, status: number) => {
  if (status >= 500) return 'error' as const;
  if (status >= 400) return 'info' as const;
  return method === 'GET' || method === 'HEAD' ? ('debug' as const) : ('info' as const);
};

export default fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const level = levelFor(request.method, reply.statusCode);
    if (!(request.log as Logger).isLevelEnabled(level)) return done();
    request.log[level](
      {
        req: { method: request.method, url: request.url },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
});
