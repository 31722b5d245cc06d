// A redis-server for a bench's platform process, so the bench can publish change notices on the
// same Redis as the platform (as a separate worker process would). Null without redis-server.
import path from 'node:path';

import getPort from 'get-port';

import { type RunningRedis, startLocalRedis } from '../../../launcher/src/local-redis';

export const startBenchRedis = async (dataDir: string): Promise<RunningRedis | null> =>
  startLocalRedis({ port: await getPort(), dir: path.join(dataDir, 'bench-redis') });
