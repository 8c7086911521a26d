import { createHash } from 'node:crypto'
import { AUTH_MESSAGES } from '@campusplate/shared'
import fastifyRateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { TooManyRequestsError } from '../lib/errors'

export interface RateLimitRule {
  max: number
  windowMs: number
}

/** The limits of one protected call: per client address, and per account when the body names one. */
export interface CallLimits {
  perAddress: RateLimitRule
  perAccount?: RateLimitRule
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * ARCHITECTURE §6 and issue 3: login, registration, forgot/reset password and the token exchange
 * are rate limited per account (the e-mail in the body) and per client address. The address
 * limits are generous because a whole campus may reach us from one NAT address; RATE_LIMIT_SCALE
 * multiplies every `max` (docs/decisions/007-auth-rate-limits.md).
 */
export const AUTH_RATE_LIMITS = {
  login: { perAccount: { max: 10, windowMs: 15 * MINUTE }, perAddress: { max: 300, windowMs: 15 * MINUTE } },
  register: { perAccount: { max: 5, windowMs: HOUR }, perAddress: { max: 100, windowMs: HOUR } },
  forgotPassword: { perAccount: { max: 5, windowMs: HOUR }, perAddress: { max: 100, windowMs: HOUR } },
  resetPassword: { perAddress: { max: 60, windowMs: 15 * MINUTE } },
  // The reset screen checks its link once on opening; guessing tokens here is as slow as there.
  checkResetToken: { perAddress: { max: 60, windowMs: 15 * MINUTE } },
  exchangeToken: { perAddress: { max: 120, windowMs: 15 * MINUTE } },
} satisfies Record<string, CallLimits>

export type RateLimitedCall = keyof typeof AUTH_RATE_LIMITS

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler applying the limits of `call`; put it on the route it protects. */
    authRateLimit(call: RateLimitedCall): preHandlerAsyncHookHandler
  }
}

export interface RateLimitPluginOptions {
  redisUrl: string | undefined
  /** Prefix of the Redis keys: one per deployment, or one per test so limits start fresh. */
  keyPrefix: string
  scale: number
  /** Tests lower some limits to reach them quickly. */
  overrides?: Partial<Record<RateLimitedCall, CallLimits>>
}

/** Keys name the call, so one store serves them all; e-mails are hashed, never stored as such. */
function accountKey(call: string, request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined
  if (typeof body?.email !== 'string') return undefined
  return `${call}:account:${createHash('sha256').update(body.email).digest('hex').slice(0, 32)}`
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    let redis: Redis | undefined
    if (options.redisUrl) {
      // A short command timeout: when Redis is unreachable the limiter fails open (logged) rather
      // than holding every sign-in for the reconnect.
      redis = new Redis(options.redisUrl, { commandTimeout: 1000, maxRetriesPerRequest: 1 })
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'))
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect())
      })
    }
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: options.keyPrefix } : {}),
      skipOnError: true,
    })

    const scaled = (rule: RateLimitRule) => Math.max(1, Math.floor(rule.max * options.scale))
    const limiter = (rule: RateLimitRule, key: (request: FastifyRequest) => string) =>
      app.createRateLimit({
        max: scaled(rule),
        timeWindow: rule.windowMs,
        keyGenerator: key,
        skipOnError: true,
        // The in-memory store is an LRU; a large one keeps an attacker from evicting a victim's counter.
        cache: 100_000,
      } as CreateRateLimitOptions)

    app.decorate('authRateLimit', (call: RateLimitedCall): preHandlerAsyncHookHandler => {
      const limits: CallLimits = options.overrides?.[call] ?? AUTH_RATE_LIMITS[call]
      const byAddress = limiter(limits.perAddress, (request) => `${call}:address:${request.ip}`)
      const byAccount = limits.perAccount
        ? limiter(limits.perAccount, (request) => accountKey(call, request) ?? `${call}:account:-`)
        : undefined
      return async (request) => {
        const checks = [byAddress]
        if (byAccount && accountKey(call, request)) checks.push(byAccount)
        for (const check of checks) {
          const result = await check(request)
          if (!result.isAllowed && result.isExceeded) {
            request.log.warn({ call, limit: check === byAddress ? 'address' : 'account' }, 'rate limit reached')
            throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, Math.max(1, result.ttlInSeconds))
          }
        }
      }
    })
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
)
