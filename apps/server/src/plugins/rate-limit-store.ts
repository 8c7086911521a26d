/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

/** Commands never queue while Redis is unreachable; reconnecting goes on in the background (docs/decisions/037). */
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

/** Resolves once the client is connected, its attempt has failed, or `timeoutMs` has passed: commands never queue. */
export async function connectionSettled(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      redis.off('close', done)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    redis.once('ready', done)
    redis.once('close', done)
  })
}

/** While Redis does not answer the limits count in memory; the log says so once per outage and once when it is back. */
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

  /** When Redis fails to connect the limits start local. */
  async connected(): Promise<void> {
    await connectionSettled(this.redis, REDIS_CONNECT_TIMEOUT_MS * 2)
  }

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

/** Counts locally too, so when Redis fails no call waits or goes unlimited. */
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
    // RedisStore's own child would add the route's method and URL ("undefinedundefined-"); our keys already name their call.
    const settings = routeOptions as StoreSettings
    return new FallbackStore(settings, this.local.child(routeOptions), this.health, this.nameSpace)
  }
}

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
