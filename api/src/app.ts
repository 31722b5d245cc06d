// buildApp(): registers plugins and routes and returns the instance, without listening. The
// server, the `npm start` launcher and the tests all build the app through here.
import { randomUUID } from 'node:crypto';

import { API_PATHS } from '@compliance/contracts';
import type { Infra, Logger } from '@compliance/core/infra';
import Fastify, { LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import { LazyChildLogger } from './lazy-child-logger';
import audit from './plugins/audit';
import auth from './plugins/auth';
import errorHandler from './plugins/error-handler';
import metrics from './plugins/metrics';
import queueDashboard from './plugins/queue-dashboard';
import requestLog from './plugins/request-log';
import responseCache from './plugins/response-cache';
import securityPlugin from './plugins/security';
import { responseSerializerCompiler } from './plugins/serializer';
import swagger from './plugins/swagger';
import web from './plugins/web';
import auditEventRoutes from './routes/audit-events';
import agreementRoutes from './routes/basic-ordering-agreements';
import commodityCategoryRoutes from './routes/commodity-categories';
import commoditySubcategoryRoutes from './routes/commodity-subcategories';
import complianceAlertRoutes from './routes/compliance-alerts';
import complianceWorkflowRoutes from './routes/compliance-workflows';
import customsDeclarationRoutes from './routes/customs-declarations';
import dashboardRoutes from './routes/dashboard';
import digitalOrderRoutes from './routes/digital-trade-orders';
import documentRoutes from './routes/documents';
import eventRoutes from './routes/events';
import healthRoutes from './routes/health';
import hsCodeRoutes from './routes/hs-codes';
import incotermRoutes from './routes/incoterms';
import kycScreeningRoutes from './routes/kyc-screening';
import marketAnalysisRoutes from './routes/market-analysis';
import regulationRoutes from './routes/regulations';
import sanctionsScreeningRoutes from './routes/sanctions-screening';
import screeningRoutes from './routes/screening';
import sessionRoutes from './routes/session';
import tariffRoutes from './routes/tariffs';
import vendorRoutes from './routes/vendors';
import wellKnownRoutes from './routes/well-known';
import { loadSecurityEnv, type SecurityEnv } from './security-env';

declare module 'fastify' {
  interface FastifyInstance {
    infra: Infra;
  }
}

export interface BuildAppOptions {
  infra: Infra;
  /** Built web assets to serve on the same origin; null for an api-only instance. */
  webDistDir?: string | null;
  /** JSON body limit; uploads have their own limit. */
  bodyLimitBytes?: number;
  /** Check every response against its zod schema (tests); production uses compiled serializers. */
  validateResponses?: boolean;
  /** Sign-in mode, limits and allowlists; read from process.env when not given. */
  security?: SecurityEnv;
}

export const buildApp = async ({
  infra,
  webDistDir = null,
  bodyLimitBytes = 1024 * 1024,
  validateResponses = process.env.NODE_ENV === 'test',
  security = loadSecurityEnv(process.env),
}: BuildAppOptions) => {
  const app = Fastify({
    loggerInstance: infra.logger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: bodyLimitBytes,
    forceCloseConnections: 'idle',
    // Fastify's 10 s default per plugin is too short on a CPU-starved start (a shared CI machine,
    // a container at its CPU limit): the api crashed with 'Plugin did not start in time'.
    pluginTimeout: 120_000,
    return503OnClosing: true,
    // One line per request from the request-log plugin instead (successful reads at debug).
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's child logger is made only when the request writes a line.
    childLoggerFactory: (logger, bindings, options) =>
      new LazyChildLogger(logger as Logger, bindings, options),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(validateResponses));
  app.decorate('infra', infra);
  app.decorateRequest('matchedRoute', null);
  // Hooks on every request are callback-style: an async hook costs a promise and a microtask each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(requestLog);
  await app.register(metrics);
  await app.register(errorHandler);
  await app.register(securityPlugin, { security });
  await app.register(auth, { security });
  await app.register(audit);
  await app.register(responseCache);
  await app.register(swagger);

  await app.register(healthRoutes);
  await app.register(eventRoutes, { prefix: API_PATHS.events });
  await app.register(documentRoutes, { prefix: API_PATHS.documents });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(complianceAlertRoutes, { prefix: API_PATHS.complianceAlerts });
  await app.register(complianceWorkflowRoutes, { prefix: API_PATHS.complianceWorkflows });
  await app.register(vendorRoutes, { prefix: API_PATHS.vendors });
  await app.register(incotermRoutes, { prefix: API_PATHS.incoterms });
  await app.register(commodityCategoryRoutes, { prefix: API_PATHS.commodityCategories });
  await app.register(commoditySubcategoryRoutes, { prefix: API_PATHS.commoditySubcategories });
  await app.register(screeningRoutes, { prefix: API_PATHS.screening });
  await app.register(kycScreeningRoutes, { prefix: API_PATHS.kycScreening });
  await app.register(sanctionsScreeningRoutes, { prefix: API_PATHS.sanctionsScreening });
  await app.register(customsDeclarationRoutes, { prefix: API_PATHS.customsDeclarations });
  await app.register(regulationRoutes, { prefix: API_PATHS.regulations });
  await app.register(hsCodeRoutes, { prefix: API_PATHS.hsCodes });
  await app.register(tariffRoutes);
  await app.register(marketAnalysisRoutes, { prefix: API_PATHS.marketAnalysis });
  await app.register(agreementRoutes, { prefix: API_PATHS.basicOrderingAgreements });
  await app.register(digitalOrderRoutes, { prefix: API_PATHS.digitalTradeOrders });
  await app.register(wellKnownRoutes);
  await app.register(sessionRoutes, { prefix: API_PATHS.session, authMode: security.AUTH_MODE });
  await app.register(auditEventRoutes, { prefix: API_PATHS.auditEvents });
  await app.register(queueDashboard);

  await app.register(web, { webDistDir });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
