/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/**
 * How the rate limits reach Redis (docs/decisions/037): a command is never queued while Redis is
 * unreachable, a connection attempt or an answer is given up quickly, and reconnecting is retried
 * in the background, at most a couple of seconds apart.
 */
export const REDIS_CONNECT_TIMEOUT_MS = 1000
export const REDIS_COMMAND_TIMEOUT_MS = 500
const REDIS_RETRY_MAX_MS = 2000

export function rateLimitRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RETRY_MAX_MS),
  })
}

/**
 * Whether the shared store answers. While it does not, the limits count in this instance's memory,
 * and the log says so once per outage (a warning) and once when Redis is back (info).
 */
export class SharedStoreHealth {
  #isFallingBack = false
  #isClosing = false
  #lastError: Error | undefined

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on('ready', () => {
      if (!this.#isFallingBack) return
      this.#isFallingBack = false
      log.info('rate limits use the shared store (Redis) again')
    })
    // Every failed reconnection emits `error` and `close`; one warning covers them all.
    redis.on('error', (error: Error) => {
      this.#lastError = error
    })
    redis.on('close', () => this.fallBack(this.#lastError))
  }

  get isShared(): boolean {
    return this.redis.status === 'ready'
  }

  /** Resolves once Redis is ready, or once it has failed to connect (then the limits start local). */
  async connected(): Promise<void> {
    if (this.isShared) return
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.redis.off('ready', done)
        this.redis.off('close', done)
        resolve()
      }
      const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS * 2)
      this.redis.once('ready', done)
      this.redis.once('close', done)
    })
  }

  /** A command failed: this call counts locally; a Redis that stopped answering is reconnected. */
  commandFailed(error: Error | null | undefined): void {
    // A frozen Redis keeps its connection open; reconnecting makes `isShared` false until it answers.
    if (error?.message === 'Command timed out') this.redis.disconnect(true)
    this.fallBack(error ?? undefined)
  }

  private fallBack(error: Error | undefined): void {
    if (this.#isFallingBack || this.#isClosing) return
    this.#isFallingBack = true
    this.log.warn(
      { err: error },
      "the rate-limit store (Redis) is unreachable: rate limits count in this instance's memory until it is back",
    )
  }

  async close(): Promise<void> {
    this.#isClosing = true
    await this.redis.quit().catch(() => this.redis.disconnect())
  }
}

type Counted = { current: number; ttl: number }
type Done = (error: Error | null, result?: Counted) => void
type StoreSettings = { continueExceeding?: boolean; exponentialBackoff?: boolean }

/**
 * Counts each call in this instance's memory and, while Redis answers, in Redis, whose count
 * decides. When Redis fails the local count decides at once, so no call waits or goes unlimited,
 * and it already holds what this instance saw before the outage.
 */
class FallbackStore implements FastifyRateLimitStore {
  private readonly shared: FastifyRateLimitStore

  constructor(
    settings: StoreSettings,
    private readonly local: FastifyRateLimitStore,
    private readonly health: SharedStoreHealth,
    private readonly nameSpace: string,
  ) {
    this.shared = new RedisStore(
      settings.continueExceeding ?? false,
      settings.exponentialBackoff ?? false,
      health.redis,
      nameSpace,
    )
  }

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.local.incr(
      key,
      (localError, localResult) => {
        if (!this.health.isShared) return done(localError, localResult)
        this.shared.incr(
          key,
          (error, result) => {
            if (error || !result) {
              this.health.commandFailed(error)
              return done(localError, localResult)
            }
            done(null, result)
          },
          timeWindow,
          max,
        )
      },
      timeWindow,
      max,
    )
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // RedisStore's own child adds the route's method and URL to the prefix, which `createRateLimit`
    // leaves undefined ("undefinedundefined-"); our keys already name their call, so keep the prefix.
    const settings = routeOptions as StoreSettings
    return new FallbackStore(settings, this.local.child(routeOptions), this.health, this.nameSpace)
  }
}

/** The store class @fastify/rate-limit builds (`new Store(options)`), over Redis with a local fallback. */
export function fallbackStore(health: SharedStoreHealth, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    // The plugin passes its resolved settings, a few more than the options type declares.
    constructor(options: FastifyRateLimitOptions & StoreSettings & { cache?: number }) {
      const continueExceeding = options.continueExceeding ?? false
      const exponentialBackoff = options.exponentialBackoff ?? false
      super(options, new LocalStore(continueExceeding, exponentialBackoff, options.cache), health, nameSpace)
    }
  }
}
