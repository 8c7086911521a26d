import type { CacheItem, CacheProvider } from '@node-saml/node-saml'
import type { Redis } from 'ioredis'
import { connectionSettled, REDIS_CONNECT_TIMEOUT_MS } from '../../plugins/rate-limit-store'

/** Request and assertion ids, once each (docs/decisions/057); a silent Redis fails the sign-in rather than weaken the checks. */
export interface OnceStore {
  putIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>
  get(key: string): Promise<string | null>
  take(key: string): Promise<string | null>
}

export class MemoryOnceStore implements OnceStore {
  readonly #entries = new Map<string, { value: string; expiresAt: number }>()
  /** Bounded like the in-memory rate limits, so a flood of sign-in starts cannot exhaust memory. */
  static readonly MAX_ENTRIES = 100_000

  #live(key: string): string | null {
    const entry = this.#entries.get(key)
    if (!entry) return null
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key)
      return null
    }
    return entry.value
  }

  async putIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.#live(key) !== null) return false
    if (this.#entries.size >= MemoryOnceStore.MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(key, { value, expiresAt: Date.now() + ttlMs })
    return true
  }

  async get(key: string): Promise<string | null> {
    return this.#live(key)
  }

  async take(key: string): Promise<string | null> {
    const value = this.#live(key)
    this.#entries.delete(key)
    return value
  }
}

export class RedisOnceStore implements OnceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** A sign-in that comes while the client is (re)connecting waits for it, up to the connect timeout, rather than fail. */
  #connected(): Promise<void> {
    return connectionSettled(this.redis, REDIS_CONNECT_TIMEOUT_MS)
  }

  async putIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    await this.#connected()
    return (await this.redis.set(`${this.prefix}${key}`, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK'
  }

  async get(key: string): Promise<string | null> {
    await this.#connected()
    return this.redis.get(`${this.prefix}${key}`)
  }

  async take(key: string): Promise<string | null> {
    await this.#connected()
    return this.redis.getdel(`${this.prefix}${key}`)
  }
}

/** node-saml's cache of AuthnRequest ids, on a one-time store. */
export function requestIdCache(store: OnceStore, ttlMs: number): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      return (await store.putIfAbsent(`request:${key}`, value, ttlMs)) ? { value, createdAt: Date.now() } : null
    },
    getAsync: (key: string) => store.get(`request:${key}`),
    removeAsync: async (key: string | null) => (key === null ? null : store.take(`request:${key}`)),
  }
}
