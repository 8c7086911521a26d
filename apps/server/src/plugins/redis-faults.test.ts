import { Redis } from 'ioredis'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, uniqueRateLimitPrefix } from '../../test/build-test-app'
import { logCollector } from '../../test/log-collector'
import { createUser, timedPost } from '../../test/login'
import { type OwnRedis, REDIS_SERVER, startOwnRedis } from '../../test/own-services'
import { waitUntil } from '../../test/wait-until'
import type { AppInstance } from '../app-types'
import type { CallLimits } from './rate-limit'
import { RATE_LIMITS } from './rate-limit'
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from './rate-limit-store'

/**
 * docs/decisions/037: two instances share their rate limits through a Redis of the test's own,
 * which stops mid-run and comes back.
 */
const skipReason = REDIS_SERVER ? undefined : 'redis-server is not installed'
if (skipReason) console.log(`Redis fault tests skipped: ${skipReason}`)
const title = (what: string) => (skipReason ? `${what} (skipped: ${skipReason})` : what)

const ACCOUNT_LIMIT = 6
const LIMITS: CallLimits = {
  perAddress: { max: 1000, windowMs: 60_000 },
  perAccountAndAddress: { max: ACCOUNT_LIMIT, windowMs: 60_000 },
}
const FORGOT_ACCOUNT_LIMIT = RATE_LIMITS.forgotPassword.perAccount.max
const FALLBACK_WARNING =
  "the rate-limit store (Redis) is unreachable: rate limits count in this instance's memory until it is back"

let redis: OwnRedis | undefined
afterEach(async () => {
  await redis?.destroy()
  redis = undefined
})

async function instances(url: string) {
  const prefix = uniqueRateLimitPrefix()
  const logs = [logCollector(), logCollector()]
  const apps: AppInstance[] = []
  for (const [i, log] of logs.entries()) {
    apps.push(
      await buildTestApp(
        { redisUrl: url, logLevel: 'info' },
        {
          rateLimitKeyPrefix: prefix,
          rateLimitOverrides: { login: LIMITS },
          logStream: log.stream,
          joinDatabase: i > 0,
        },
      ),
    )
  }
  return { apps: apps as [AppInstance, AppInstance], logs, prefix }
}

const timedLogin = (app: AppInstance, email: string, password = 'Wrong-Password-1') =>
  timedPost(app, '/auth/login', { email, password })

/** The forgot-password call: rate limited, and it answers without hashing or mailing first. */
const timedForgot = (app: AppInstance, email: string) => timedPost(app, '/api/auth/forgot-password', { email })

async function keysUnder(url: string, prefix: string): Promise<string[]> {
  const client = new Redis(url)
  try {
    return await client.keys(`${prefix}*`)
  } finally {
    client.disconnect()
  }
}

const warningsOf = (log: ReturnType<typeof logCollector>) =>
  log.lines().filter((line) => line.level === 40 && String(line.msg).includes('rate-limit store'))

describe('rate limits while Redis stops and returns', () => {
  it.skipIf(skipReason)(
    title(
      "count in each instance's memory with one warning, fail and delay nothing, and share again once Redis is back",
    ),
    async () => {
      redis = await startOwnRedis()
      const { apps, logs, prefix } = await instances(redis.url)
      const [a, b] = apps
      const user = await createUser(a)

      // Shared: two attempts on each instance are counted in Redis.
      for (const app of [a, b, a, b]) expect((await timedLogin(app, user.email)).status).toBe(400)
      expect((await keysUnder(redis.url, prefix)).length).toBeGreaterThan(0)

      await redis.stop()
      await waitUntil(() => logs.every((log) => warningsOf(log).length > 0), 5000)

      // Down: sign-ins answer as before, without waiting on Redis, and the limit still holds from
      // the instance's own count (every call counts: two attempts and this sign-in seen here).
      const down = [await timedLogin(a, user.email, user.password), await timedLogin(b, user.email, user.password)]
      expect(down.map((call) => call.status)).toEqual([200, 200])
      const seenHere = 3
      const attempts = []
      for (let i = seenHere; i < ACCOUNT_LIMIT; i++) attempts.push(await timedLogin(a, user.email))
      expect(attempts.map((call) => call.status)).toEqual(Array(ACCOUNT_LIMIT - seenHere).fill(400))
      const limited = await timedLogin(a, user.email)
      expect(limited.status).toBe(429)
      // b saw fewer attempts of its own, so it still lets the account try.
      expect((await timedLogin(b, user.email)).status).toBe(400)
      for (const call of [...down, ...attempts, limited]) expect(call.ms).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS)

      // Back: each instance reconnects on its own and counts in Redis again, shared by both.
      await redis.start()
      const backAt = performance.now()
      await waitUntil(
        () =>
          logs.every((log) =>
            log.lines().some((line) => line.msg === 'rate limits use the shared store (Redis) again'),
          ),
        10_000,
      )
      const sharedAgainMs = performance.now() - backAt
      const slowest = Math.max(...[...down, ...attempts, limited].map((call) => call.ms))
      console.log(
        `Redis stopped: slowest sign-in ${Math.round(slowest)} ms; shared again ${Math.round(sharedAgainMs)} ms after its restart`,
      )
      const other = await createUser(a)
      for (let i = 0; i < ACCOUNT_LIMIT; i++) {
        expect((await timedLogin(i % 2 === 0 ? a : b, other.email)).status).toBe(400)
      }
      expect((await timedLogin(a, other.email)).status).toBe(429)
      expect((await timedLogin(b, other.email)).status).toBe(429)
      expect((await keysUnder(redis.url, prefix)).length).toBeGreaterThan(0)

      // One warning per instance for the whole outage, however many reconnections failed.
      for (const log of logs) {
        expect(warningsOf(log).map((line) => line.msg)).toEqual([FALLBACK_WARNING])
      }
    },
    90_000,
  )

  it.skipIf(skipReason)(
    title('answer at once after one call has waited for a frozen Redis, and share again once it thaws'),
    async () => {
      redis = await startOwnRedis()
      const { apps, logs, prefix } = await instances(redis.url)
      const [a, b] = apps
      const user = await createUser(a)
      for (const app of [a, b]) expect((await timedForgot(app, user.email)).status).toBe(200)

      redis.freeze()
      // The first call on each instance waits for its Redis command to time out, then that
      // instance counts in memory until Redis answers again; the limit (5 an hour for an account)
      // holds meanwhile: one call was counted here before the freeze.
      const calls = []
      for (let i = 1; i < FORGOT_ACCOUNT_LIMIT; i++) calls.push(await timedForgot(a, user.email))
      const limited = await timedForgot(a, user.email)
      const onB = await timedForgot(b, user.email)
      expect(calls.map((call) => call.status)).toEqual(Array(FORGOT_ACCOUNT_LIMIT - 1).fill(200))
      expect(limited.status).toBe(429)
      expect(onB.status).toBe(200)
      const all = [...calls, limited, onB]
      for (const call of all) expect(call.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500)
      expect(all.filter((call) => call.ms >= REDIS_COMMAND_TIMEOUT_MS).length).toBeLessThanOrEqual(2)

      redis.thaw()
      await waitUntil(
        () =>
          logs.every((log) =>
            log.lines().some((line) => line.msg === 'rate limits use the shared store (Redis) again'),
          ),
        10_000,
      )
      const other = await createUser(a)
      for (let i = 0; i < FORGOT_ACCOUNT_LIMIT; i++) {
        expect((await timedForgot(i % 2 === 0 ? a : b, other.email)).status).toBe(200)
      }
      expect((await timedForgot(b, other.email)).status).toBe(429)
      expect((await keysUnder(redis.url, prefix)).length).toBeGreaterThan(0)
      for (const log of logs) expect(warningsOf(log)).toHaveLength(1)
      console.log(`Redis frozen: slowest call ${Math.round(Math.max(...all.map((call) => call.ms)))} ms`)
    },
    60_000,
  )
})
