import { join } from 'node:path'
import { buildApp } from '../src/app'
import type { AppInstance } from '../src/app-types'
import { type AppConfig, loadConfig } from '../src/config/env'
import { createIsolatedTestDatabase, createTestDatabase } from './test-database'

export const TEST_TZ = 'America/Chicago'

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ CAMPUS_TZ: TEST_TZ, LOG_LEVEL: 'silent', DATA_DIR: '/tmp/campusplate-test' })
  return Object.freeze({ ...base, webDistDir: join('/nonexistent', 'web-dist'), ...overrides })
}

const open = new Set<AppInstance>()

/** A whole app on a clean, migrated database; closed (and its database dropped) after each test. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { isolatedDatabase?: boolean } = {},
): Promise<AppInstance> {
  const database = options.isolatedDatabase ? await createIsolatedTestDatabase() : await createTestDatabase()
  const app = await buildApp(testConfig(overrides), { database, closeDatabase: true })
  await app.ready()
  open.add(app)
  return app
}

export async function closeTestApps(): Promise<void> {
  const apps = [...open]
  open.clear()
  await Promise.all(apps.map((app) => app.close()))
}
