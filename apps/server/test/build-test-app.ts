import { type BuildAppOptions, buildApp } from '../src/app'
import type { AppInstance } from '../src/app-types'
import type { AppConfig } from '../src/config/env'
import type { RateLimitOverrides } from '../src/plugins/rate-limit'
import { testConfig } from './test-config'
import { createIsolatedTestDatabase, createTestDatabase, joinTestDatabase } from './test-database'

export interface TestAppOptions {
  /** A database of the test's own (it may close it) instead of the worker's emptied one. */
  isolatedDatabase?: boolean
  /**
   * Join the worker's database without emptying it, as a second server instance would (its own
   * connection pool on PostgreSQL). Build the first app normally, then the second with this.
   */
  joinDatabase?: boolean
  /** The app's clock; see `testClock()`. */
  now?: () => Date
  /** Rate-limit keys in Redis start with this; by default each app gets a fresh prefix. */
  rateLimitKeyPrefix?: string
  rateLimitOverrides?: RateLimitOverrides
  mailRetryDelaysMs?: readonly number[]
  logStream?: NodeJS.WritableStream
  httpTimeouts?: BuildAppOptions['httpTimeouts']
  pdfRenders?: BuildAppOptions['pdfRenders']
}

const open = new Set<AppInstance>()
let appCounter = 0

/** A fresh prefix for rate-limit keys, so every test app starts with no attempts counted. */
export function uniqueRateLimitPrefix(): string {
  return `cp:test:${process.pid}:${++appCounter}:${Date.now()}:`
}

/** A whole app on a clean, migrated database; closed (and its database dropped) after each test. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<AppInstance> {
  const database = options.isolatedDatabase
    ? await createIsolatedTestDatabase()
    : options.joinDatabase
      ? await joinTestDatabase()
      : await createTestDatabase()
  const app = await buildApp(testConfig(overrides), {
    database,
    closeDatabase: true,
    now: options.now,
    rateLimitKeyPrefix: options.rateLimitKeyPrefix ?? uniqueRateLimitPrefix(),
    rateLimitOverrides: options.rateLimitOverrides,
    mailRetryDelaysMs: options.mailRetryDelaysMs,
    logStream: options.logStream,
    httpTimeouts: options.httpTimeouts,
    pdfRenders: options.pdfRenders,
  })
  await app.ready()
  open.add(app)
  return app
}

/** A clock a test moves by hand: `clock.now` for the app, `clock.advance(ms)` to move it. */
export function testClock(start = new Date('2025-07-20T17:00:00Z')) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms
    },
  }
}

export async function closeTestApps(): Promise<void> {
  const apps = [...open]
  open.clear()
  await Promise.all(apps.map((app) => app.close()))
}
