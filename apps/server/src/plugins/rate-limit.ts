import { createHash, randomUUID } from 'node:crypto'
import { AUTH_RULE_MESSAGES } from '@campusplate/shared'
import fastifyRateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { clientAddressBucket } from '../lib/client-address'
import { TooManyRequestsError } from '../lib/errors'
import { logSecurityEvent } from '../lib/security-log'
import { fallbackStore, rateLimitRedis, SharedStoreHealth } from './rate-limit-store'

export interface RateLimitRule {
  max: number
  windowMs: number
}

/** A trusted device counts only against its device limit, so guesses from elsewhere cannot lock the owner out. */
export interface CallLimits {
  /** An IPv6 /64 counts as one address. */
  perAddress?: RateLimitRule
  perAccountAndAddress?: RateLimitRule
  perAccount?: RateLimitRule
  perDevice?: RateLimitRule
  /** Per signed-in user, on routes behind `app.requireUser` (put the limiter after it). */
  perUser?: RateLimitRule
  message?: string
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const USER_WRITE_LIMITED = 'Too many changes in a short time. Please wait a few minutes and try again.'

export const EXPORTS_LIMITED = 'Too many exports in a short time. Please wait a few minutes and try again.'

/** docs/product.md#security; address limits are generous as a campus may share one NAT address (docs/decisions/024). */
export const RATE_LIMITS = {
  login: {
    perAddress: { max: 300, windowMs: 15 * MINUTE },
    perAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
    perAccount: { max: 100, windowMs: HOUR },
    perDevice: { max: 10, windowMs: 15 * MINUTE },
  },
  register: { perAccount: { max: 5, windowMs: HOUR }, perAddress: { max: 100, windowMs: HOUR } },
  forgotPassword: { perAccount: { max: 5, windowMs: HOUR }, perAddress: { max: 100, windowMs: HOUR } },
  resetPassword: { perAddress: { max: 60, windowMs: 15 * MINUTE } },
  // The reset screen checks its link once on opening; guessing tokens here is as slow as there.
  checkResetToken: { perAddress: { max: 60, windowMs: 15 * MINUTE } },
  exchangeToken: { perAddress: { max: 120, windowMs: 15 * MINUTE } },
  // The link step after a campus sign-in asks for the password as sign-in does (docs/decisions/057).
  linkAccount: { perAddress: { max: 30, windowMs: 15 * MINUTE } },
  // "Report a problem" on a menu item (docs/decisions/039): a few a day is plenty for one student.
  menuReport: { perAddress: { max: 300, windowMs: HOUR }, perUser: { max: 10, windowMs: HOUR } },
  // A stolen session must not be a way to guess the current password (docs/decisions/041).
  changePassword: { perUser: { max: 10, windowMs: 15 * MINUTE }, perAddress: { max: 100, windowMs: 15 * MINUTE } },
  // Nor confirm guessed passwords, nor probe addresses through "already in use" (docs/decisions/054).
  confirmPassword: { perUser: { max: 10, windowMs: 15 * MINUTE }, perAddress: { max: 100, windowMs: 15 * MINUTE } },
  changeEmail: { perUser: { max: 5, windowMs: HOUR }, perAddress: { max: 60, windowMs: HOUR } },
  // Per user only, as a campus shares an address: a wall for runaway scripts (docs/decisions/038).
  favourites: { perUser: { max: 120, windowMs: 15 * MINUTE }, message: USER_WRITE_LIMITED },
  // An export reads and lays out a whole history (docs/decisions/051).
  export: { perUser: { max: 6, windowMs: 15 * MINUTE }, message: EXPORTS_LIMITED },
} satisfies Record<string, CallLimits>

export interface AccountLookups {
  /** Defined only when the request carries a live device cookie of this e-mail's account. */
  trustedDevice?(request: FastifyRequest, email: string): Promise<string | undefined>
  /** The account id of an e-mail, for the security log when a limit is reached. */
  accountId?(email: string): Promise<string | undefined>
}

export type RateLimitedCall = keyof typeof RATE_LIMITS

/** Tests lower some limits to reach them quickly. */
export type RateLimitOverrides = Partial<Record<RateLimitedCall, CallLimits>>

export type ReleaseHold = () => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    limitCall(call: RateLimitedCall, lookups?: AccountLookups): preHandlerAsyncHookHandler
    /** One request per key across instances (in memory while Redis is down); `ttlMs` frees it if the instance dies. */
    holdOnce(call: RateLimitedCall, key: string, ttlMs: number): Promise<ReleaseHold | undefined>
  }
}

/** Deletes a hold only if it is still the one this instance took (it may have expired and been retaken). */
const RELEASE_OWN_HOLD = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"

export interface RateLimitPluginOptions {
  redisUrl: string | undefined
  /** Prefix of the Redis keys: one per deployment, or one per test so limits start fresh. */
  keyPrefix: string
  scale: number
  overrides?: RateLimitOverrides
}

/** The e-mail the body names, as parsed (trimmed, lower-cased). */
function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email : undefined
}

/** Keys name the call, so one store serves them all; e-mails are hashed, never stored as such. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

type LimitName = 'address' | 'account and address' | 'account' | 'device' | 'user'

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    // While Redis is unreachable each instance counts in memory, so a limit never switches off (docs/decisions/037).
    let health: SharedStoreHealth | undefined
    if (options.redisUrl) {
      health = new SharedStoreHealth(rateLimitRedis(options.redisUrl), app.log)
      const shared = health
      app.addHook('onClose', () => shared.close())
      await health.connected()
      await app.register(fastifyRateLimit, { global: false, store: fallbackStore(health, options.keyPrefix) })
    } else {
      await app.register(fastifyRateLimit, { global: false })
    }

    const heldHere = new Set<string>()
    app.decorate('holdOnce', async (call: RateLimitedCall, key: string, ttlMs: number) => {
      const name = `${call}:hold:${key}`
      if (heldHere.has(name)) return undefined
      heldHere.add(name)
      const releaseHere: ReleaseHold = async () => {
        heldHere.delete(name)
      }
      if (!health?.isShared) return releaseHere
      const redisKey = `${options.keyPrefix}${name}`
      const token = randomUUID()
      try {
        if ((await health.redis.set(redisKey, token, 'PX', ttlMs, 'NX')) !== 'OK') {
          heldHere.delete(name)
          return undefined
        }
      } catch (error) {
        health.commandFailed(error as Error)
        return releaseHere
      }
      const redis = health.redis
      return async () => {
        heldHere.delete(name)
        // A hold that cannot be released now expires after its ttl.
        await redis.eval(RELEASE_OWN_HOLD, 1, redisKey, token).catch(() => undefined)
      }
    })

    const scaled = (rule: RateLimitRule) => Math.max(1, Math.floor(rule.max * options.scale))
    const limiter = (rule: RateLimitRule, key: (request: FastifyRequest) => string) =>
      app.createRateLimit({
        max: scaled(rule),
        timeWindow: rule.windowMs,
        keyGenerator: key,
        // The in-memory store is an LRU; a large one keeps an attacker from evicting a victim's counter.
        cache: 100_000,
      } as CreateRateLimitOptions)

    // The device key of a request, found by the route's lookup before the device limiter runs.
    const deviceKeys = new WeakMap<FastifyRequest, string>()

    app.decorate('limitCall', (call: RateLimitedCall, lookups: AccountLookups = {}): preHandlerAsyncHookHandler => {
      const limits: CallLimits = options.overrides?.[call] ?? RATE_LIMITS[call]
      const message = limits.message ?? (RATE_LIMITS[call] as CallLimits).message ?? AUTH_RULE_MESSAGES.tooManyAttempts
      const address = (request: FastifyRequest) => clientAddressBucket(request.ip)
      const account = (request: FastifyRequest) => digest(emailOf(request) ?? '')
      const checks: Partial<Record<LimitName, ReturnType<typeof limiter>>> = {}
      if (limits.perAddress) {
        checks.address = limiter(limits.perAddress, (request) => `${call}:address:${address(request)}`)
      }
      if (limits.perAccountAndAddress) {
        checks['account and address'] = limiter(
          limits.perAccountAndAddress,
          (request) => `${call}:account-address:${digest(`${account(request)} ${address(request)}`)}`,
        )
      }
      if (limits.perAccount) {
        checks.account = limiter(limits.perAccount, (request) => `${call}:account:${account(request)}`)
      }
      if (limits.perUser) {
        checks.user = limiter(limits.perUser, (request) => `${call}:user:${request.user.id}`)
      }
      if (limits.perDevice && lookups.trustedDevice) {
        checks.device = limiter(limits.perDevice, (request) => `${call}:device:${deviceKeys.get(request) ?? '-'}`)
      }

      const enforce = async (request: FastifyRequest, name: LimitName) => {
        const check = checks[name]
        if (!check) return
        const result = await check(request)
        if (result.isAllowed || !result.isExceeded) return
        const email = emailOf(request)
        const userId =
          name === 'user' ? request.user.id : email && lookups.accountId ? await lookups.accountId(email) : undefined
        logSecurityEvent(request, 'rate_limited', userId, { call, limit: name })
        throw new TooManyRequestsError(message, Math.max(1, result.ttlInSeconds))
      }

      return async (request) => {
        await enforce(request, 'address')
        await enforce(request, 'user')
        const email = emailOf(request)
        if (email === undefined) return
        if (checks.device && lookups.trustedDevice) {
          const device = await lookups.trustedDevice(request, email)
          if (device) {
            deviceKeys.set(request, digest(device))
            return enforce(request, 'device')
          }
        }
        await enforce(request, 'account and address')
        await enforce(request, 'account')
      }
    })
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
)
