// Api process entry for compose and Kubernetes: env, infrastructure, buildApp, listen, graceful
// shutdown (stop accepting, drain in-flight requests, close Prisma, Redis and queues).
import { loadOrganisationKeys } from '@compliance/core/agreements/signing/organisation-key';
import { createInfra, createLogger, usePrettyLogs } from '@compliance/core/infra';
import { keepSuggestionsWarm } from '@compliance/core/tariffs/warm-suggestions';
import closeWithGrace from 'close-with-grace';

import { buildApp } from './app';
import { loadApiEnv } from './env';

const env = loadApiEnv();
const logger = createLogger({ level: env.LOG_LEVEL, pretty: usePrettyLogs(env), name: 'api' });
if (!env.REDIS_URL) {
  logger.fatal(
    'REDIS_URL is required for a standalone api process (use `npm start` for the all-in-one platform)',
  );
  process.exit(1);
}
// A configured signing key that cannot be read stops the start; none configured only disables signing.
const organisationKeys = await loadOrganisationKeys().catch((error: unknown) => {
  logger.fatal({ err: error }, 'the organisation signing key cannot be loaded');
  process.exit(1);
});
if (!organisationKeys)
  logger.warn('no organisation signing key (ORG_SIGNING_KEY_FILE): signing answers 503');
const infra = await createInfra({ env, logger });
await infra.storage.ensureReady();
const app = await buildApp({ infra, webDistDir: env.WEB_DIST_DIR || null });
// In the background: the first "Suggest" need not build the indexes.
const suggestions = keepSuggestionsWarm({ infra, logger });

closeWithGrace({ delay: env.SHUTDOWN_GRACE_SECONDS * 1000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'api crashed');
  app.log.info({ signal }, 'api shutting down');
  suggestions.stop();
  await app.close();
  await infra.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
