import cookie from '@fastify/cookie'
import swagger from '@fastify/swagger'
import Fastify from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import pino from 'pino'
import { z } from 'zod/mini'
import type { AppInstance } from './app-types'
import type { AppConfig } from './config/env'
import type { Database } from './db/client'
import { BackgroundTasks } from './lib/background'
import { loggableError } from './lib/loggable-error'
import { createMailer, type Mailer } from './lib/mailer'
import { ShutdownError } from './lib/shutdown'
import { accountRoutes } from './modules/account/account.routes'
import { profileImageRoutes } from './modules/account/profile-image.routes'
import { appConfigRoutes } from './modules/app-config/app-config.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { campusRoutes } from './modules/auth/campus.routes'
import { googleRoutes } from './modules/auth/google.routes'
import { passwordResetRoutes } from './modules/auth/password-reset.routes'
import { preloadCommonPasswords } from './modules/auth/passwords'
import { SAML_ACS_PATH, samlRoutes } from './modules/auth/saml.routes'
import { type ExportRoutesOptions, exportRoutes } from './modules/export/export.routes'
import { favouritesRoutes } from './modules/favourites/favourites.routes'
import { healthRoutes } from './modules/health/health.routes'
import { historyRoutes } from './modules/history/history.routes'
import { menuReportsRoutes } from './modules/menu-reports/menu-reports.routes'
import { MenuCache } from './modules/menus/menus.cache'
import { findDayVersion } from './modules/menus/menus.repository'
import { menusRoutes } from './modules/menus/menus.routes'
import { platesRoutes } from './modules/plates/plates.routes'
import { profileRoutes } from './modules/profile/profile.routes'
import { staffRoutes } from './modules/staff/staff.routes'
import { dbPlugin } from './plugins/db'
import { errorHandlerPlugin } from './plugins/error-handler'
import { metricsPlugin } from './plugins/metrics'
import { noStorePlugin } from './plugins/no-store'
import { originCheckPlugin } from './plugins/origin-check'
import { type RateLimitOverrides, rateLimitPlugin } from './plugins/rate-limit'
import { OneLinePerRequestLog } from './plugins/request-log'
import { securityHeadersPlugin } from './plugins/security-headers'
import { sessionPlugin } from './plugins/session'
import { webPlugin } from './plugins/web'

// zod's own messages reach clients in 400 answers, and zod/mini loads no locale by itself.
z.config(z.locales.en())

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    menuCache: MenuCache
    /** The clock every service reads (tests move it instead of sleeping). */
    now: () => Date
    mailer: Mailer
    /** Work done after the answer was sent; awaited when the app closes. */
    background: BackgroundTasks
    /** Aborts when closing begins, so /readyz answers 503 and running menu syncs stop between halls. */
    stopping: AbortSignal
    /** Starts stopping while the app still listens and serves (the pre-stop delay). */
    beginStopping: () => void
  }
}

/** Node's defaults let a slow sender hold a connection; keep-alive outlasts a balancer's 60 s (docs/decisions/036). */
export const HTTP_SERVER_TIMEOUTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 2_000,
  keepAliveTimeoutMs: 72_000,
}

export interface BuildAppOptions {
  database: Database
  /** Close the database with the app (the server does; tests that share one do not). */
  closeDatabase?: boolean
  logStream?: NodeJS.WritableStream
  now?: () => Date
  rateLimitKeyPrefix?: string
  rateLimitOverrides?: RateLimitOverrides
  mailRetryDelaysMs?: readonly number[]
  httpTimeouts?: typeof HTTP_SERVER_TIMEOUTS
  pdfRenders?: ExportRoutesOptions['pdfRenders']
}

const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token']

export async function buildApp(config: AppConfig, options: BuildAppOptions): Promise<AppInstance> {
  // Synchronous writes per log line hold back menu reads (docs/decisions/004).
  const stdout =
    options.logStream || config.logLevel === 'silent'
      ? undefined
      : pino.destination({ dest: 1, sync: false, minLength: 4096 })
  const timeouts = options.httpTimeouts ?? HTTP_SERVER_TIMEOUTS
  const app = Fastify({
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // Served with `Connection: close` while closing: a client cannot know whether a refused request ran.
    return503OnClosing: false,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Database errors carry their query's parameters (addresses, password hashes): never logged.
      serializers: { err: loggableError },
      ...((options.logStream ?? stdout) ? { stream: options.logStream ?? stdout } : {}),
    },
    logController: new OneLinePerRequestLog(),
    bodyLimit: 256 * 1024,
    // Only the proxies TRUST_PROXY names may say who the client is: X-Forwarded-For is the client's to write.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  if (stdout) {
    // Batched under load, yet never more than a second behind when traffic is light.
    const flusher = setInterval(() => stdout.flush(), 1000)
    flusher.unref()
    app.addHook('onClose', async () => {
      clearInterval(flusher)
      stdout.flushSync()
    })
  }
  app.decorate('config', config)
  await app.register(errorHandlerPlugin)
  await app.register(dbPlugin, { database: options.database, closeOnShutdown: options.closeDatabase ?? false })
  // Before every route, so that its hook times them all.
  await app.register(metricsPlugin, { token: config.metricsToken })
  app.decorate('menuCache', new MenuCache((date) => findDayVersion(app.db, date)))
  app.decorate('now', options.now ?? (() => new Date()))
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
      retryDelaysMs: options.mailRetryDelaysMs,
    }),
  )
  app.decorate('background', new BackgroundTasks(app.log))
  const stopping = new AbortController()
  app.decorate('stopping', stopping.signal)
  app.decorate('beginStopping', () => {
    if (!stopping.signal.aborted) stopping.abort(new ShutdownError())
  })
  // So the shutdown does not wait for a client's keep-alive to time out.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping.signal.aborted) reply.header('connection', 'close')
  })
  // Before any onClose hook: a sync stops between halls while mail still has its database; retries are given up.
  app.addHook('preClose', async () => {
    app.beginStopping()
    app.mailer.close()
    await app.background.idle()
  })
  preloadCommonPasswords()

  await app.register(cookie)
  await app.register(sessionPlugin)
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl, exempt: [SAML_ACS_PATH] })
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    keyPrefix: options.rateLimitKeyPrefix ?? 'cp:rate-limit:',
    scale: config.rateLimitScale,
    overrides: options.rateLimitOverrides,
  })

  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith('https:') })
  await app.register(noStorePlugin)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.appTitle} API`, version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger())

  await app.register(healthRoutes)
  await app.register(appConfigRoutes)
  await app.register(menusRoutes)
  await app.register(menuReportsRoutes)
  await app.register(authRoutes)
  await app.register(googleRoutes)
  await app.register(passwordResetRoutes)
  await app.register(campusRoutes)
  await app.register(samlRoutes, { keyPrefix: `${options.rateLimitKeyPrefix ?? 'cp:'}saml:` })
  await app.register(profileRoutes)
  await app.register(platesRoutes)
  await app.register(accountRoutes)
  await app.register(profileImageRoutes)
  await app.register(exportRoutes, { pdfRenders: options.pdfRenders })
  await app.register(historyRoutes)
  await app.register(favouritesRoutes)
  await app.register(staffRoutes)
  await app.register(webPlugin, { distDir: config.webDistDir })
  return app
}
