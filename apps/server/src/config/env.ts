import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { type ServingWindow, ServingWindowSchema } from '@campusplate/shared'
import { z } from 'zod'
import { DATABASE_DEFAULTS, type DatabaseSettings } from '../db/settings'
import { WEB_DIST_DIR } from '../lib/paths'
import { isProviderUrl, loadSsoConfig, type SsoConfig, SsoConfigError } from './sso-env'

/** docs/product.md#configuration: every setting, parsed once at start-up. The only reader of process.env. */

const MENU_PROVIDERS = ['demo', 'file', 'dineoncampus', 'nutrislice'] as const
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalString = z.preprocess(emptyToUndefined, z.string().optional())

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const urlWithProtocols = (protocols: string[], what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      }, `must be ${what}`)
      .optional(),
  )

const commaList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
)

/** IMAGE_HOSTS: `*.example.com` covers its subdomains; Google account pictures live on googleusercontent.com. */
const imageHosts = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('*.googleusercontent.com')
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()))
    .refine(
      (hosts) => hosts.every((host) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)),
      'must be a comma list of host names such as images.example.edu or *.googleusercontent.com',
    ),
)

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128)
}

/** TRUST_PROXY unset trusts none; a hop count is not offered, as it cannot tell a proxy from a client. */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): string[] => {
      if (value === undefined) return []
      const entries = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries
      ctx.addIssue({
        code: 'custom',
        message: "must be a comma list of the proxies' addresses or CIDRs, e.g. 10.0.0.0/8,127.0.0.1",
      })
      return z.NEVER
    }),
)

const milliseconds = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 (milliseconds)')
      .max(600_000, 'must be at most 600000 (milliseconds)')
      .default(fallback),
  )

const SERVING_WINDOWS_EXAMPLE = '{"Brunch":{"start":"10:00","end":"14:00"}}'

const servingWindows = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): Record<string, ServingWindow> => {
      if (value === undefined) return {}
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be JSON such as ${SERVING_WINDOWS_EXAMPLE}` })
        return z.NEVER
      }
      const windows = z.record(z.string().min(1), ServingWindowSchema).safeParse(parsed)
      const bad = windows.success ? Object.entries(windows.data).find(([, w]) => w.start >= w.end) : undefined
      if (!windows.success || bad) {
        const meal = bad?.[0] ?? windows.error?.issues[0]?.path[0]
        ctx.addIssue({
          code: 'custom',
          message: `${meal === undefined ? 'must map meal names to' : `meal ${JSON.stringify(meal)} must be`} {"start":"HH:MM","end":"HH:MM"} with start before end, e.g. ${SERVING_WINDOWS_EXAMPLE}`,
        })
        return z.NEVER
      }
      return windows.data
    }),
)

const EnvSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'a postgres:// URL'),
  DB_POOL_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(500).default(DATABASE_DEFAULTS.poolMax),
  ),
  DB_CONNECT_TIMEOUT_MS: milliseconds(DATABASE_DEFAULTS.connectTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(DATABASE_DEFAULTS.statementTimeoutMs),
  DB_IDLE_TIMEOUT_MS: milliseconds(DATABASE_DEFAULTS.idleTimeoutMs),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  CAMPUS_TZ: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as America/Chicago')
      .default(Intl.DateTimeFormat().resolvedOptions().timeZone),
  ),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('CampusPlate <no-reply@localhost>')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isProviderUrl, 'must be an https:// URL (or http:// on 127.0.0.1 or localhost)')
      .default('https://accounts.google.com'),
  ),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'a redis:// URL'),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_SCALE: z.preprocess(emptyToUndefined, z.coerce.number().min(1, 'must be at least 1').default(1)),
  MENU_PROVIDER: z.preprocess(emptyToUndefined, z.enum(MENU_PROVIDERS).optional()),
  MENU_SYNC_CRON: z.preprocess(emptyToUndefined, z.string().min(9).default('15 4 * * *')),
  MENU_SYNC_DAYS_AHEAD: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number of days').min(0).max(60).default(7),
  ),
  MENU_FILE: optionalString,
  MENU_SERVING_WINDOWS: servingWindows,
  DINEONCAMPUS_SITE: optionalString,
  DINEONCAMPUS_LOCATIONS: commaList,
  DINEONCAMPUS_API_BASE: urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL'),
  DINEONCAMPUS_V1_API_BASE: urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL'),
  NUTRISLICE_DISTRICT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]*$/i,
        'must be the district name of the menu site, as in https://<district>.nutrislice.com',
      )
      .optional(),
  ),
  NUTRISLICE_SCHOOLS: commaList,
  NUTRISLICE_MENU_TYPES: commaList,
  NUTRISLICE_API_BASE: urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL'),
  APP_TITLE: z.preprocess(emptyToUndefined, z.string().min(1).max(60).default('CampusPlate')),
  UNIVERSITY_NAME: z.preprocess(emptyToUndefined, z.string().min(1).max(100).default('University Dining')),
  SUPPORT_URL: urlWithProtocols(['http:', 'https:', 'mailto:'], 'an http(s):// or mailto: URL'),
  MENU_REPORTS_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  IMAGE_HOSTS: imageHosts,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  SHUTDOWN_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more (milliseconds)')
      .max(60_000, 'must be at most 60000 (one minute)')
      .default(0),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters (a random secret, e.g. openssl rand -hex 32)').optional(),
  ),
})

export type MenuProviderName = (typeof MENU_PROVIDERS)[number]

export interface AppConfig {
  port: number
  host: string
  publicUrl: string
  databaseUrl: string | undefined
  /** The PostgreSQL connection pool's bounds (docs/decisions/037); unused by the embedded database. */
  database: DatabaseSettings
  dataDir: string
  campusTz: string
  smtpUrl: string | undefined
  mailFrom: string
  google: { clientId: string; clientSecret: string; issuer: string } | undefined
  googleIssuer: string
  sso: SsoConfig
  redisUrl: string | undefined
  rateLimitScale: number
  trustProxy: readonly string[]
  menuProvider: MenuProviderName | undefined
  menuSyncCron: string
  /** The sync imports today through this many days ahead (campus dates). */
  menuSyncDaysAhead: number
  /** The JSON or CSV file `MENU_PROVIDER=file` reads at each sync. */
  menuFile: string | undefined
  /** Serving windows by meal name (any case) for vendors that publish no times. */
  menuServingWindows: Readonly<Record<string, ServingWindow>>
  dineOnCampus: {
    site: string | undefined
    locations: readonly string[]
    apiBase: string
    v1ApiBase: string
  }
  nutrislice: {
    district: string | undefined
    schools: readonly string[]
    menuTypes: readonly string[]
    /** Unset until a district is known: `https://<district>.api.nutrislice.com`. */
    apiBase: string | undefined
  }
  /** Where each "Report a problem" is mailed as well; unset: reports are only stored. */
  menuReportsEmail: string | undefined
  imageHosts: readonly string[]
  appTitle: string
  universityName: string
  supportUrl: string
  logLevel: (typeof LOG_LEVELS)[number]
  /** The bearer token `GET /metrics` requires; unset, the endpoint does not exist (404). */
  metricsToken: string | undefined
  /** Serving on after SIGTERM with /readyz at 503, so the balancer's health check takes it out first. */
  shutdownDelayMs: number
  /** Where the built web app lives; tests and the bench point it elsewhere or leave it missing. */
  webDistDir: string
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'} (got ${JSON.stringify(env[name] ?? '')})`)
  }
  const e = parsed.data
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    )
  }
  const menuProvider = e.MENU_PROVIDER ?? (e.DATABASE_URL ? undefined : 'demo')
  const required: Partial<Record<MenuProviderName, [string, unknown]>> = {
    file: ['MENU_FILE', e.MENU_FILE],
    dineoncampus: ['DINEONCAMPUS_SITE', e.DINEONCAMPUS_SITE],
    nutrislice: ['NUTRISLICE_DISTRICT', e.NUTRISLICE_DISTRICT],
  }
  const need = menuProvider ? required[menuProvider] : undefined
  if (need && !need[1]) {
    throw new ConfigError(`Invalid ${need[0]}: must be set when MENU_PROVIDER=${menuProvider}`)
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const withoutSlash = (url: string) => url.replace(/\/+$/, '')
  let sso: SsoConfig
  try {
    sso = loadSsoConfig(env, publicUrl)
  } catch (error) {
    if (error instanceof SsoConfigError) throw new ConfigError(error.message)
    throw error
  }
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    database: Object.freeze({
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    }),
    dataDir: resolve(e.DATA_DIR),
    campusTz: e.CAMPUS_TZ,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    googleIssuer: e.GOOGLE_ISSUER,
    sso: Object.freeze(sso),
    redisUrl: e.REDIS_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: Object.freeze(e.TRUST_PROXY),
    menuProvider,
    menuSyncCron: e.MENU_SYNC_CRON,
    menuSyncDaysAhead: e.MENU_SYNC_DAYS_AHEAD,
    menuFile: e.MENU_FILE ? resolve(e.MENU_FILE) : undefined,
    menuServingWindows: Object.freeze(e.MENU_SERVING_WINDOWS),
    dineOnCampus: Object.freeze({
      site: e.DINEONCAMPUS_SITE,
      locations: Object.freeze(e.DINEONCAMPUS_LOCATIONS),
      apiBase: withoutSlash(e.DINEONCAMPUS_API_BASE ?? 'https://apiv4.dineoncampus.com'),
      v1ApiBase: withoutSlash(e.DINEONCAMPUS_V1_API_BASE ?? 'https://api.dineoncampus.com/v1'),
    }),
    nutrislice: Object.freeze({
      district: e.NUTRISLICE_DISTRICT,
      schools: Object.freeze(e.NUTRISLICE_SCHOOLS),
      menuTypes: Object.freeze(e.NUTRISLICE_MENU_TYPES),
      apiBase: e.NUTRISLICE_API_BASE
        ? withoutSlash(e.NUTRISLICE_API_BASE)
        : e.NUTRISLICE_DISTRICT
          ? `https://${e.NUTRISLICE_DISTRICT.toLowerCase()}.api.nutrislice.com`
          : undefined,
    }),
    menuReportsEmail: e.MENU_REPORTS_EMAIL,
    imageHosts: Object.freeze(e.IMAGE_HOSTS),
    appTitle: e.APP_TITLE,
    universityName: e.UNIVERSITY_NAME,
    supportUrl: e.SUPPORT_URL ?? 'mailto:dining-support@localhost',
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    webDistDir: WEB_DIST_DIR,
  })
}
