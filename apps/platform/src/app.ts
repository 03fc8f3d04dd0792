import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Db } from '@schuss/db';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import type { PlatformEnv } from './env';
import { compressOptions } from './lib/compression';
import { registerErrorHandling } from './lib/errors';
import type { Mailer } from './lib/mail';
import { type SiteNotifier, siteNotifier } from './lib/revalidate';
import { validateWithCleanText } from './lib/validator';
import { accountsRoutes } from './modules/accounts';
import { auditRoutes } from './modules/audit';
import { authRoutes } from './modules/auth';
import { backofficeRoutes, backofficeStaticRoutes } from './modules/backoffice';
import { bookingRoutes, offeredFromPrices } from './modules/booking';
import { catalogueRoutes } from './modules/catalogue';
import { closuresRoutes } from './modules/closures';
import { contentRoutes } from './modules/content';
import { earningsRoutes } from './modules/earnings';
import { editingRoutes } from './modules/editing';
import { editorAssetRoutes } from './modules/editor-assets';
import { groupsRoutes } from './modules/groups';
import { healthRoutes, trackClosing } from './modules/health';
import { instructorsRoutes } from './modules/instructors';
import { invoicingRoutes } from './modules/invoicing';
import { registerJobs } from './modules/jobs';
import { lessonRequestRoutes, requestsPaid } from './modules/lesson-requests';
import { outboxMailer } from './modules/mail';
import { mediaRoutes } from './modules/media';
import { registerMetrics } from './modules/metrics';
import { bookingLinks, myBookingRoutes } from './modules/my-booking';
import { offersRoutes } from './modules/offers';
import { ordersDeps, ordersRoutes, recordOutboxOutcome } from './modules/orders';
import { passRoutes } from './modules/passes';
import { checkoutPayments, type PaymentOptions, paymentDeps, paymentRoutes } from './modules/payment';
import { closeSlotRows, registerPlacesJobs, releaseExpiredHolds, reopenSlotRows, setCapacity, useWaitingLists } from './modules/places';
import { assignPaidPrivates, assignPaidTo, mailNotices, planningRoutes, settleLessons } from './modules/planning';
import { schoolOrigins, schoolsRoutes } from './modules/schools';
import { searchRoutes } from './modules/search';
import { seasonRoutes, useSlotPlaces } from './modules/season';
import { liveSiteProcesses, siteProcessRoutes } from './modules/site-processes';
import { offerFreedPlaces, sweepWaitlist, waitlistMailer, waitlistRoutes } from './modules/waitlist';
import { widgetRoutes } from './modules/widget';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: PlatformEnv;
    site: SiteNotifier;
  }
}

export type AppOptions = {
  db: Db;
  env: PlatformEnv;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** Origins allowed by CORS; by default every school's language base URLs and SITE_URL, from the database. */
  corsOrigins?: string[];
  /** Confirmation e-mails (default: SMTP_URL, else .eml files in MAIL_DIR). */
  mailer?: Mailer;
  /** Sandbox payment behaviour (tests: an in-process notifier, no delays). */
  payment?: PaymentOptions;
};

/** Builds the platform: content host, search service and widget host in one Fastify app. */
export async function buildApp({ db, env, logger, corsOrigins, mailer, payment }: AppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Ids in logs come from the caller when given (load balancer), else are generated.
    requestIdHeader: 'x-request-id',
    // The client's address (req.ip) is the socket's, unless it is a trusted proxy (TRUSTED_PROXIES, issue 29 F1).
    // A hop count (the older TRUST_PROXY) is valid at run time; the option type of this Fastify overload only says boolean.
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES.join(',') : (env.TRUST_PROXY as boolean),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  // Odd text (NUL, control characters, lone surrogates) is a 400 naming the field on every route (issue 29, F4).
  app.setValidatorCompiler(validateWithCleanText);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('env', env);
  // Every site process that sent a heartbeat lately gets each revalidation (modules/site-processes).
  app.decorate('site', siteNotifier(env.SITE_URL, env.REVALIDATE_SECRET, app.log, { processes: () => liveSiteProcesses(db) }));
  app.addHook('onClose', async () => app.site.close());
  const payments = paymentDeps({ db, env, log: app.log });
  app.decorate('payments', payments);
  // Background work (e-mails, holds, notifications) is a job queue in the database (modules/jobs): a crash loses none of it.
  registerJobs(app);
  // Expired holds released every minute, the places checked every ten (modules/places/jobs.ts).
  registerPlacesJobs(app);
  // Places freed go to the slot's waiting list first, in the transaction that frees them (modules/waitlist/offers.ts).
  useWaitingLists({ offerFreedPlaces: (tx, slotId) => offerFreedPlaces(tx, slotId), sweep: (db) => sweepWaitlist(db) });
  // The season changes capacities and closes slots through the places module (modules/season/places.ts).
  useSlotPlaces({ setCapacity, closeSlotRows, reopenSlotRows, releaseExpiredHolds });
  // Every e-mail goes through the outbox (modules/mail/outbox.ts): stored, then delivered and retried by `mail.deliver` jobs.
  app.decorate(
    'orders',
    ordersDeps({
      db,
      env,
      log: app.log,
      mailer: outboxMailer(app, mailer, { onOutcome: recordOutboxOutcome }),
      payments: checkoutPayments(payments),
      links: bookingLinks,
      // A paid private lesson goes to a free qualified instructor at once (issue 31): the board shows it assigned. One the
      // office accepted on request goes to the instructor it chose first (modules/lesson-requests).
      afterPaid: async (orderId) => {
        const notify = (site: string, notices: Parameters<typeof mailNotices>[2]) => mailNotices(app.orders, site, notices);
        await requestsPaid(db, orderId, (line, instructorId) => assignPaidTo(db, line, instructorId, notify));
        await assignPaidPrivates(db, orderId, notify);
      },
      // A cancelled order's or a closure's lessons are taken back from their instructors, who are told (issue 31).
      lessonsChanged: async (site, scope) => {
        await settleLessons(db, site, scope, (s, notices) => mailNotices(app.orders, s, notices));
      },
    }),
  );
  // The waiting list's offers are e-mailed after the responses whose transactions made them (modules/waitlist/mail.ts).
  const waitlist = waitlistMailer({ db, env, log: app.log, mailer: app.orders.mailer });
  app.decorate('waitlist', waitlist);
  app.addHook('onResponse', waitlist.afterResponse);
  app.addHook('onClose', waitlist.close);
  registerErrorHandling(app);
  trackClosing(app);

  await app.register(helmet, {
    // The API serves JSON; the docs UI needs its own inline assets.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Every school's domains, read again at most every 30 s (modules/schools/origins.ts): a school added at run time needs no restart.
  const origins = schoolOrigins(db, env.SITE_URL, { fixed: corsOrigins });
  // @fastify/cors allows only GET, HEAD and POST by default; the widget also removes cart lines (DELETE)
  // and the editing tool saves drafts (PUT).
  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin) return cb(null, true);
      origins.allows(origin).then(
        (ok) => cb(null, ok),
        (err: Error) => cb(err, false),
      );
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // The login form tells a rate-limited editor how long to wait (429 Retry-After).
    exposedHeaders: ['Retry-After'],
    credentials: false,
  });
  // Before the routes (it hooks each route as it is added): answers of 1 KB or more go out Brotli or gzip.
  await app.register(compress, compressOptions);
  // The back office's session cookie (modules/backoffice/session.ts); no other route reads cookies.
  await app.register(cookie);

  // The OpenAPI document at /docs/json (valid and linted: openapi.test.ts).
  await app.register(swagger, {
    openapi: {
      info: { title: 'Schuss platform API', description: 'Content, search, booking and payment API of Schuss.', version: '0.1.0' },
      servers: [{ url: env.PLATFORM_URL.replace(/\/+$/, ''), description: 'This platform (PLATFORM_URL)' }],
      tags: [
        { name: 'content', description: "A school's site: its settings and menus, published pages, and the site processes to revalidate" },
        { name: 'search', description: 'Full-text search of published pages, and the HTML of one zone of a page' },
        { name: 'auth', description: "Editors' log in to the editing tool (bearer token)" },
        { name: 'editing', description: 'The editing tool: its script, drafts, publishing, versions, new pages and menus' },
        {
          name: 'booking',
          description:
            "Availability, cart and holds, promo codes, the waiting list, the customer's own booking, and the booking widget's scripts",
        },
        { name: 'payment', description: "Checkout, orders, payment providers' notifications and hosted payment pages" },
        { name: 'media', description: 'Uploaded images and their renditions (WebP, AVIF)' },
        { name: 'health', description: 'Health, liveness and readiness probes, and Prometheus metrics' },
        { name: 'backoffice', description: "The staff's back office: its application at /admin/ and its API (session cookie)" },
      ],
    },
    // Paths as the routes declare them, whatever path PLATFORM_URL has.
    stripBasePath: false,
    // Each route's zod schemas as OpenAPI; a trailing wildcard (`/admin/*`) is the path parameter `path`
    // (a path template names its parameters: `{*}` is no name).
    transform: (route) => {
      const documented = jsonSchemaTransform(route);
      return { ...documented, url: documented.url.replace(/\/\*$/, '/:path') };
    },
    // Schemas with an id in zod's global registry (the recursive MenuItem) as components.schemas.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // Prometheus metrics: its onResponse hook sees the routes registered after it (modules/metrics).
  registerMetrics(app);
  await app.register(healthRoutes);
  // Pages quote the catalogue's prices: content (below what is sold) gets them from the booking module here.
  const prices = (resort: string, keys: string[]) => offeredFromPrices(db, resort, keys);
  await app.register(contentRoutes, { prices });
  await app.register(searchRoutes);
  await app.register(bookingRoutes);
  await app.register(widgetRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentRoutes, payment ?? {});
  await app.register(authRoutes);
  await app.register(editingRoutes, { prices });
  await app.register(mediaRoutes);
  await app.register(editorAssetRoutes);
  await app.register(backofficeRoutes);
  await app.register(schoolsRoutes);
  await app.register(catalogueRoutes);
  await app.register(seasonRoutes);
  await app.register(accountsRoutes);
  await app.register(offersRoutes);
  await app.register(closuresRoutes);
  await app.register(invoicingRoutes);
  await app.register(groupsRoutes);
  await app.register(instructorsRoutes);
  await app.register(planningRoutes);
  await app.register(earningsRoutes);
  await app.register(auditRoutes);
  await app.register(waitlistRoutes);
  await app.register(lessonRequestRoutes);
  await app.register(myBookingRoutes);
  await app.register(passRoutes);
  await app.register(siteProcessRoutes);
  await app.register(backofficeStaticRoutes);
  return app;
}
