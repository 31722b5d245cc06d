// The standalone worker's /metrics: a small HTTP server on WORKER_METRICS_PORT serving the
// process's Prometheus registry (job durations, screening latency, queue depth, process metrics).
import { createServer, type Server } from 'node:http';

import {
  METRICS_CONTENT_TYPE,
  renderMetrics,
  startProcessMetrics,
} from '@compliance/core/infra/metrics';

export const startMetricsServer = async (port: number, host = '0.0.0.0'): Promise<Server> => {
  startProcessMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    renderMetrics().then(
      (body) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
};
