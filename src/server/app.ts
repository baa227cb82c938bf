import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { z } from 'zod';
import { messages } from '../contract/common';
import type { AppContext } from './context';
import type { Env } from './env';
import { accessRoutes } from './features/access/routes';
import { activationRoutes } from './features/activation/routes';
import { adminRoutes } from './features/admin/routes';
import { adminUserRoutes } from './features/admin-users/routes';
import { applicationDocumentRoutes } from './features/application-documents/routes';
import { applicationRoutes } from './features/applications/routes';
import { auditLogRoutes } from './features/audit-log/routes';
import { authRoutes } from './features/auth/routes';
import { billingRoutes } from './features/billing/routes';
import { billingDocumentRoutes } from './features/billing-documents/routes';
import { checklistRoutes } from './features/checklist/routes';
import { cpdComplianceRoutes } from './features/cpd/compliance-routes';
import { cpdRecordRoutes } from './features/cpd/record-routes';
import { cpdRoutes } from './features/cpd/routes';
import { cpdReviewRoutes } from './features/cpd-review/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { documentRoutes } from './features/documents/routes';
import { eventRoutes } from './features/events/routes';
import { licenceRoutes } from './features/licences/routes';
import { lookupAdminRoutes } from './features/lookups-admin/routes';
import { manualPaymentRoutes } from './features/manual-payments/routes';
import { memberRecordActionRoutes } from './features/member-records/action-routes';
import { memberRecordRoutes } from './features/member-records/routes';
import { memberRegisterRoutes } from './features/member-register/routes';
import { memberSearchRoutes } from './features/member-search/routes';
import { notificationRoutes } from './features/notifications/routes';
import { paymentRoutes } from './features/payments/routes';
import { postedPaymentRoutes } from './features/posted-payments/routes';
import { profileBioRoutes } from './features/profile/bio/routes';
import { profileFirmBioRoutes } from './features/profile/firm-bio/routes';
import { certificationTranscriptRoutes } from './features/profile/sections/certification-transcripts-routes';
import { employeeSetupRoutes } from './features/profile/sections/employee-setup-routes';
import { refereeRoutes } from './features/profile/sections/referee-routes';
import { profileSectionRoutes } from './features/profile/sections/routes';
import { refereeAnswerRoutes } from './features/referee-answers/routes';
import { refereeQuestionRoutes } from './features/referee-questions/routes';
import { reportRoutes } from './features/reports/routes';
import { reviewRoutes } from './features/review/routes';
import { refuseUninstalledPackages } from './features/settings/installed-packages';
import { settingsRoutes } from './features/settings/routes';
import { setupRoutes } from './features/setup/routes';
import { setupAdminRoutes } from './features/setup-admin/routes';
import { subscriptionRoutes } from './features/subscriptions/routes';
import { upgradeRoutes } from './features/upgrades/routes';
import { installCrossOriginGuard } from './platform/cross-origin';
import { firstViewSender, loadFirstViewRenderer } from './platform/first-view';
import {
  answerFrameworkError,
  closeUnreadBodies,
  installErrorEnvelope,
  refuseNulCharacters,
} from './platform/http';
import { jsonSerializerOf } from './platform/json-serializer';
import { installMultipart } from './platform/multipart';
import { installSessionResolution } from './platform/request-context';
import {
  installRequestIdHeader,
  lazyChildLogger,
  loggerOptions,
  newInstanceId,
  RequestLog,
  requestIds,
} from './platform/request-log';
import { installRouteTable } from './platform/route-table';
import { installSecurityHeaders } from './platform/security-headers';
import { storeHealth } from './platform/store-health';

/**
 * The portal's own folder: this file sits two levels down both as source (src/server/app.ts) and
 * bundled (dist/server/main.js), so the built web app is found wherever the server is started from.
 */
const PORTAL_FOLDER = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Fastify 5 fails closed on a bare hop count (it cannot tell a proxy from a client that connects
 * directly), so a count is given as Express reads it: the nearest `hops` addresses are proxies.
 * Addresses or CIDRs are safer (decision 0020).
 */
function trustProxyOption(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(
  context: AppContext,
  options: { logger?: FastifyServerOptions['logger']; instanceId?: string } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    genReqId: requestIds(options.instanceId ?? newInstanceId(), context.env.TRUST_PROXY),
    logger: options.logger ?? loggerOptions(context.env.LOG_LEVEL),
    trustProxy: trustProxyOption(context.env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
    logController: new RequestLog(),
    childLoggerFactory: lazyChildLogger,
  });
  installRouteTable(app);
  installRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  // Responses are serialized from the JSON Schema of their zod schema: only declared fields leave the
  // server, at fast-json-stringify speed rather than a zod parse per response.
  app.setSerializerCompiler(({ schema }) => jsonSerializerOf(schema as z.ZodType));

  await app.register(swagger, {
    openapi: { info: { title: 'Membership portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The documentation page's own policy (the portal's pages have theirs, security-headers.ts):
  // Swagger UI styles itself inline and needs no other origin.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: () =>
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  });
  await app.register(cookie);
  installCrossOriginGuard(app, context.env.PUBLIC_URL);
  installSecurityHeaders(app, context.env.PUBLIC_URL);
  // Multipart is read only on the routes that take it: streamed uploads and small buffered forms.
  await installMultipart(app);
  closeUnreadBodies(app);

  installSessionResolution(app, context.db);
  installErrorEnvelope(app);
  refuseNulCharacters(app);
  refuseUninstalledPackages(app, context);

  // 503 while the database or the file store is out of reach, so a load balancer sends traffic to
  // instances that can serve it. The process reconnects by itself once they are back: no restart.
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    await sql`select 1`.execute(context.db);
    const files = await storeHealth(context.files, app.log);
    if (!files.usable) return reply.code(503).send({ message: messages.serviceUnavailable });
    return { data: { status: 'ok', database: 'ok', files: 'ok' } };
  });
  authRoutes(app, context);
  accessRoutes(app, context);
  activationRoutes(app, context);
  settingsRoutes(app, context);
  setupRoutes(app, context);
  setupAdminRoutes(app, context);
  lookupAdminRoutes(app, context);
  adminRoutes(app, context);
  adminUserRoutes(app, context);
  reportRoutes(app, context);
  auditLogRoutes(app, context);
  memberRegisterRoutes(app, context);
  memberRecordRoutes(app, context);
  memberRecordActionRoutes(app, context);
  dashboardRoutes(app, context);
  documentRoutes(app, context);
  profileSectionRoutes(app, context);
  certificationTranscriptRoutes(app, context);
  employeeSetupRoutes(app, context);
  refereeRoutes(app, context);
  refereeAnswerRoutes(app, context);
  refereeQuestionRoutes(app, context);
  profileBioRoutes(app, context);
  profileFirmBioRoutes(app, context);
  checklistRoutes(app, context);
  billingRoutes(app, context);
  manualPaymentRoutes(app, context);
  postedPaymentRoutes(app, context);
  paymentRoutes(app, context);
  billingDocumentRoutes(app, context);
  applicationDocumentRoutes(app, context);
  applicationRoutes(app, context);
  reviewRoutes(app, context);
  notificationRoutes(app, context);
  subscriptionRoutes(app, context);
  upgradeRoutes(app, context);
  licenceRoutes(app, context);
  eventRoutes(app, context);
  cpdRoutes(app, context);
  cpdRecordRoutes(app, context);
  cpdReviewRoutes(app, context);
  cpdComplianceRoutes(app, context);
  memberSearchRoutes(app, context);

  await serveWebApp(app, resolve(PORTAL_FOLDER, context.env.WEB_DIST));
  return app;
}

/**
 * The built React app is served by the same process; unknown non-API paths get index.html, with the
 * page's first view rendered into it when the server's copy of the app was built (first-view.ts).
 */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(resolve(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (vite.config.ts); send those.
      preCompressed: true,
      // Vite fingerprints everything under /assets, so those files never change under one name.
      setHeaders: (response, path) => {
        if (path.includes('/assets/'))
          response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const render = hasWeb ? await loadFirstViewRenderer(webDist) : null;
  const sendFirstView = render ? await firstViewSender(app, webDist, render) : null;
  app.setNotFoundHandler((request, reply) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api') || !page || !hasWeb) {
      return reply.status(404).send({ message: messages.notFound });
    }
    // A monitor's HEAD is answered like the GET, without drawing the page it will not read.
    if (sendFirstView && request.method === 'GET') return sendFirstView(request, reply);
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
