import type { EntityManager } from '@mikro-orm/postgresql';
import http from 'node:http';
import express from 'express';
import { createLucia, sessionNeedsRefresh } from './auth/lucia.js';
import { Signer } from './auth/signing.js';
import { createFileStore } from './storage/index.js';
import { LocalFileStore } from './storage/local-store.js';
import { serveLocalUploads } from './modules/uploads/index.js';
import { defineTalentEnrichment } from './modules/requests/index.js';
import { SyntheticSocialDataProvider } from './providers/social-data/synthetic-provider.js';
import type { Config } from './config.js';
import type { Orm } from './db/orm.js';
import { DatabaseHealth } from './db/database-health.js';
import { EventBus } from './events/bus.js';
import { scheduleEventForgetting } from './events/event-forgetting.js';
import { eventTransport } from './events/transport.js';
import { User } from './modules/account/user.entity.js';
import { Team } from './modules/teams/team.entity.js';
import { AnalyticsCache, RollupWriter, scheduleAnalyticsMaintenance } from './modules/analytics/index.js';
import { callResponses, scheduleCallClosing } from './modules/creator-calls/index.js';
import { DirectoryMemory } from './modules/search/index.js';
import { CALLER_ROWS_SQL, definePasswordResetMail, recordStaffAction, sessionPrincipalReader } from './modules/account/index.js';
import { defineWebhookDelivery, scheduleWebhookLogPruning, WebhookInterest } from './modules/webhooks/index.js';
import { readKeyPrincipal } from './modules/api-keys/index.js';
import { serveApiDocs } from './http/api-docs.js';
import { Metrics, serveMetrics } from './http/metrics.js';
import { watchInstance } from './app-metrics.js';
import { oneLayer } from './http/one-layer.js';
import { assignRequestId } from './http/request-id.js';
import { encodeAnswers } from './http/answer-encoding.js';
import { answerClientErrors } from './http/client-errors.js';
import { mutationGuard, unavailableWhileDatabaseIsDown } from './http/guards.js';
import { jsonBody, jsonBodyErrors } from './http/json-body.js';
import { serveMedia } from './modules/directory/index.js';
import { securityHeaders } from './http/security-headers.js';
import { servePublicPages } from './http/public-pages.js';
import { serveClient } from './http/static.js';
import { Jobs } from './jobs/jobs.js';
import { logger } from './logger.js';
import { serveDevMailbox } from './mail/dev-mailbox.js';
import { Mail } from './mail/mail.js';
import { outboxTransport, smtpTransport } from './mail/transport.js';
import { PublicSheetCache } from './modules/public/index.js';
import { TeamRosterCache } from './modules/roster/index.js';
import { SavedSheetMemory } from './modules/sheets/index.js';
import { Callers } from './trpc/callers.js';
import { contextFactory } from './trpc/context.js';
import type { Services } from './trpc/init.js';
import { documentedCalls, restAdapter } from './trpc/rest.js';
import { trpcHttp } from './trpc/http.js';
import { appRouter, openApiDocument } from './router.js';
import { attachWebSockets } from './trpc/ws.js';

/** Builds the whole server (Express, tRPC, REST, WebSocket) on one HTTP server, without listening. */
export async function buildServer(config: Config, orm: Orm, databaseUrl: string) {
  const metrics = new Metrics(new Set(Object.keys(appRouter._def.procedures)));
  const bus = new EventBus(eventTransport(orm.em as EntityManager, databaseUrl, config.BUS_URL), metrics.bus);
  await bus.start();
  const jobs = new Jobs(databaseUrl);
  const signer = Signer.fromConfig(config);
  const files = createFileStore(config, signer);
  const mail = new Mail(jobs, config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport(orm.em));
  const auth = createLucia(orm.em, CALLER_ROWS_SQL);
  const em = orm.em as EntityManager;
  const socialData = new SyntheticSocialDataProvider();
  const services: Services = {
    jobs,
    mail,
    config,
    orm,
    auth,
    bus,
    savedSheets: new SavedSheetMemory(),
    callResponses,
    callers: new Callers(bus, { session: sessionPrincipalReader(auth, em), apiKey: (key) => readKeyPrincipal(em.fork(), key), sessionNeedsRefresh }),
    publicSheets: new PublicSheetCache(orm, bus, socialData),
    analytics: new AnalyticsCache(bus),
    teamRosters: new TeamRosterCache(bus),
    webhookInterest: new WebhookInterest(bus),
    rollupWriter: new RollupWriter(orm.em as EntityManager),
    directory: new DirectoryMemory(orm.em as EntityManager),
    files,
    signer,
    socialData,
    callerEntities: { user: User, team: Team },
    recordStaffAction: (entry) => recordStaffAction(em.fork(), entry),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const database = new DatabaseHealth(databaseUrl);
  database.start();
  // The pipeline's steps before a call's procedure (init.ts has the rest): each kind of request
  // passes its steps as one layer.
  app.use(oneLayer(metrics.countRequests(), securityHeaders(config.TRUST_PROXY), assignRequestId, encodeAnswers()));
  serveMetrics(app, metrics, config.METRICS_TOKEN);
  app.use(['/api', '/trpc'], oneLayer(unavailableWhileDatabaseIsDown(database), mutationGuard(config), ...jsonBody()), jsonBodyErrors);
  serveApiDocs(app, openApiDocument);
  app.use(
    '/trpc',
    trpcHttp({
      router: appRouter,
      createContext: contextFactory(services),
      onError: ({ error, ctx, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error.cause ?? error, path, requestId: ctx?.requestId }, 'call failed');
      },
    }),
  );
  const calls = documentedCalls(services, appRouter);
  app.use('/api', restAdapter(calls));
  serveMedia(app, orm, config.dataDir);
  if (files instanceof LocalFileStore) serveLocalUploads(app, orm, files);
  if (config.NODE_ENV !== 'production') serveDevMailbox(app, orm);
  servePublicPages(app, config.clientDir, calls.getJson);
  serveClient(app, config.clientDir);

  const server = http.createServer(app);
  answerClientErrors(server);
  const sockets = attachWebSockets(server, services, appRouter);
  watchInstance(metrics, { orm, bus, jobs, directory: services.directory, openSockets: sockets.openCount });
  // Modules have defined their jobs while the routers were built; workers start now.
  scheduleCallClosing(jobs, orm);
  scheduleAnalyticsMaintenance(jobs, orm);
  scheduleEventForgetting(jobs, bus);
  defineTalentEnrichment(services, services.socialData);
  definePasswordResetMail(jobs, orm, mail);
  defineWebhookDelivery(jobs, orm, mail, config);
  scheduleWebhookLogPruning(jobs, orm);
  await jobs.start();
  services.directory.start();

  return {
    server,
    app,
    services,
    /** Stops accepting, tells WebSocket clients to reconnect, lets running jobs finish, and stops the event bus. */
    async close() {
      await sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await jobs.stop();
      mail.close();
      services.analytics.close();
      services.teamRosters.close();
      services.webhookInterest.close();
      services.directory.close();
      services.callers.close();
      await bus.stop();
      database.stop();
    },
  };
}
