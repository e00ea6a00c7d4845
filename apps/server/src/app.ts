// buildApp(deps) -> a ready Fastify instance. main.ts and the tests both build
// the app this way; nothing here opens ports or reads the environment.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { codeForStatus } from '@clinic/shared/errors';
import { languageOfAcceptLanguage } from '@clinic/shared/i18n/server';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { trustProxyOption, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError, badRequest, templatedError } from './errors.ts';
import { findForbiddenText } from './lib/input-hygiene.ts';
import { keepAliveAfterEarlyAnswer } from './lib/drain-request.ts';
import { pgCode } from './lib/pg-errors.ts';
import type { Clock } from './lib/clock.ts';
import type { MessageSender } from './providers/messaging.ts';
import { Outbox } from './modules/notifications/dispatcher.ts';
import type { FileStorage } from './providers/storage.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { devOutboxRoutes } from './modules/dev/routes.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { authPlugin } from './plugins/auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { DoctorDirectory } from './modules/search/directory.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { portalRoutes } from './modules/portal/routes.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/routes.ts';
import { doctorPageRoutes } from './modules/doctors/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { consultRoutes } from './modules/consult/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { patientRoutes } from './modules/patients/routes.ts';
import multipart from '@fastify/multipart';
import type { PaymentProvider } from './providers/payments.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { waitlistRoutes } from './modules/waitlist/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { ChangeFeed } from './lib/change-feed.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { SSR_DIR, webPages } from './plugins/pages.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  jwtSecret: string;
  sms: MessageSender;
  email: MessageSender;
  storage: FileStorage;
  payments: PaymentProvider;
  /** Built web app to serve; omitted or missing means API only. */
  webDist?: string;
  /** Its server render bundle (plugins/pages.ts); by default the build's .ssr folder. */
  ssrDist?: string;
  logger?: boolean | { level: string };
}

/** JSON bodies above this are refused with 413; uploads have their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Sends the messages a request enqueued, after its commit (notifications/dispatcher.ts). */
    outbox: Outbox;
    directory: DoctorDirectory;
    /** Committed changes, from every instance; caches are made from it (lib/change-feed.ts). */
    changes: ChangeFeed;
  }
}

/**
 * Sends an API error in the request's language (Accept-Language, issue 14):
 * the same status, code and field, the message in English or Hindi. The body
 * depends on that header, so the answer says so to caches.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const vary = reply.getHeader('vary');
  const varied =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((v) => v.trim());
  if (!varied.some((v) => v.toLowerCase() === 'accept-language' || v === '*'))
    reply.header('vary', [...varied, 'Accept-Language'].filter(Boolean).join(', '));
  return reply
    .status(error.statusCode)
    .send(error.toBody(languageOfAcceptLanguage(request.headers['accept-language'])));
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Fastify's two info lines per request cost more than a cached answer
    // (docs/decisions/016); ACCESS_LOG=on writes one line per answer instead.
    // Errors are logged by the error handler whatever this says.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    // The client's address is the socket's unless TRUST_PROXY names the proxies.
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const outbox = new Outbox({
    database: deps.database,
    senders: { sms: deps.sms, email: deps.email },
    clock: deps.clock,
    leaseMs: deps.config.OUTBOX_LEASE_MS,
    log: (m, err) => (err ? app.log.error({ err }, m) : app.log.warn(m)),
  });
  app.decorate('outbox', outbox);
  // Sends started by requests finish before the database closes.
  app.addHook('onClose', () => outbox.settle());
  const changes = new ChangeFeed(deps.database);
  await changes.start();
  app.decorate('changes', changes);
  app.decorate('directory', new DoctorDirectory(deps.database, changes));
  app.addHook('onClose', async () => {
    app.directory.close();
    await changes.close();
  });
  // NUL bytes and lone surrogates anywhere in params, query or a JSON body: 400
  // before any route sees them (uploads check their parts in readMultipart).
  // (Hooks on every request take a callback, not a promise: one less turn of
  // the microtask queue per request; docs/decisions/016.)
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findForbiddenText(value);
      if (at !== null) return done(badRequest(SERVER_ERRORS.invalidCharacters, at || where));
    }
    done();
  });
  // A request that changed something answers once its change has reached this
  // instance's caches (the change feed), so the caller's next read here sees
  // it; so does a conflict (a slot taken through another instance), so the
  // picker's refresh shows why. Which caches a change drops is the feed's
  // business, not the route's.
  app.addHook('onSend', (request, reply, payload, done) => {
    const wrote = reply.statusCode < 400 || reply.statusCode === 409;
    if (request.method === 'GET' || request.method === 'HEAD' || !wrote) return done(null, payload);
    app.changes.caughtUp().then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });

  if (deps.config.ACCESS_LOG === 'on') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ip: request.ip,
        },
        'answered',
      );
      done();
    });
  }

  // Helmet's headers, computed once from its options (lib/security-headers.ts).
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The PDF previews (admin review, profile, appointment files) frame an object
        // URL of the fetched file: the token never goes into a URL. Nothing else is framed.
        frameSrc: ['blob:'],
        // No <object>/<embed> in the app; Chromium's PDF viewer in those frames does not need one.
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 6, fields: 40, fieldSize: 200_000, parts: 60 },
  });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Digital Clinic API',
        description:
          'Patients find doctors and book visits; doctors run their practice. Errors are `{ error, message, code }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.setErrorHandler((err, request, reply) => {
    keepAliveAfterEarlyAnswer(request.raw, reply);
    if (err instanceof AppError) {
      // A refusal that names its wait (a code resent too soon) says it the HTTP way too.
      if (typeof err.extra?.retryAfterSeconds === 'number')
        reply.header('retry-after', String(err.extra.retryAfterSeconds));
      return sendError(request, reply, err);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = first?.message || SERVER_ERRORS.validation;
      return sendError(request, reply, new AppError('VALIDATION_FAILED', message, field));
    }
    // Last line of defence: a value the database refused as data (SQLSTATE
    // class 22: bad date, out of range, bad encoding) came from the request.
    if (pgCode(err)?.startsWith('22')) {
      request.log.warn({ err }, 'database refused a value');
      return sendError(request, reply, badRequest(SERVER_ERRORS.invalidValue));
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return sendError(request, reply, new AppError('INTERNAL'));
    }
    // The framework's own 4xx (malformed JSON, body too large, bad content
    // type): its message for a 400, the declared one otherwise.
    const code = codeForStatus(status);
    const error =
      code === 'VALIDATION_FAILED'
        ? new AppError(code, (err as Error).message)
        : new AppError(code);
    return sendError(request, reply, error);
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(locationRoutes);
      await api.register(searchRoutes);
      await api.register(availabilityRoutes);
      await api.register(bookingRoutes);
      await api.register(onboardingRoutes);
      await api.register(adminRoutes);
      await api.register(profileRoutes);
      await api.register(portalRoutes);
      await api.register(appointmentRoutes);
      await api.register(ledgerRoutes);
      await api.register(calendarRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(doctorPageRoutes);
      await api.register(notificationRoutes);
      await api.register(consultRoutes);
      await api.register(paymentRoutes);
      await api.register(reviewRoutes);
      await api.register(ticketRoutes);
      await api.register(patientRoutes);
      await api.register(scheduleRoutes);
      await api.register(waitlistRoutes);
      if (deps.config.NODE_ENV !== 'production') await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );
  // /sitemap.xml, /sitemaps/<n>.xml and /robots.txt, before the web app's shell.
  await app.register(seoRoutes);

  const webDist =
    deps.webDist && existsSync(path.join(deps.webDist, 'index.html')) ? deps.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      cacheControl: false,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change under their name; the HTML always revalidates.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }

  const pages = webDist
    ? await webPages(app, {
        webDist,
        ssrDist: deps.ssrDist ?? path.join(webDist, SSR_DIR),
        config: deps.config,
      })
    : undefined;

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || !pages) {
      return sendError(
        request,
        reply,
        templatedError('NOT_FOUND', 'noRoute', [request.method, url.split('?')[0] ?? '/']),
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(request, reply, new AppError('NOT_FOUND'));
    }
    // The web app's pages: the public ones rendered here, the rest (and any page
    // whose render fails) the shell, where the web app decides (plugins/pages.ts).
    return pages.answer(request, reply);
  });

  return app;
}
