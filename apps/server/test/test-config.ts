import { join } from 'node:path'
import { type AppConfig, loadConfig } from '../src/config/env'

// Apart from build-test-app.ts, so a test that needs only a config is not counted a database test (decision 049).
export const TEST_TZ = 'America/Chicago'

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ CAMPUS_TZ: TEST_TZ, LOG_LEVEL: 'silent', DATA_DIR: '/tmp/campusplate-test' })
  return Object.freeze({ ...base, webDistDir: join('/nonexistent', 'web-dist'), ...overrides })
}
