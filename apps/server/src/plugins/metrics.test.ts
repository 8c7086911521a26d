import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { testDatabaseKind } from '../../test/test-database'
import type { AppInstance } from '../app-types'
import { demoProvider } from '../modules/menus/demo/demo-provider'
import { syncMenus } from '../modules/menus/menus.sync'

const TOKEN = 'metrics-token-for-the-tests-0123456789'

const scrape = (app: AppInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('does not exist when METRICS_TOKEN is unset', async () => {
    const app = await buildTestApp({ metricsToken: undefined })
    const res = await scrape(app, `Bearer ${TOKEN}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Not found' })
  }, 90_000)

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-tests-0123456788'],
    ['the token as Basic credentials', `Basic ${TOKEN}`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 20)}`],
  ])('answers 401 with %s', async (_what, authorization) => {
    const app = await buildTestApp({ metricsToken: TOKEN })
    const res = await scrape(app, authorization)
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(res.body).not.toContain('campusplate_')
  })

  it('answers the Prometheus text format with the token', async () => {
    const app = await buildTestApp({ metricsToken: TOKEN })
    const res = await scrape(app, `Bearer ${TOKEN}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    for (const [name, type] of [
      ['campusplate_http_requests_total', 'counter'],
      ['campusplate_http_request_duration_seconds', 'histogram'],
      ['campusplate_menu_import_runs', 'gauge'],
      ['campusplate_process_resident_memory_bytes', 'gauge'],
    ]) {
      expect(res.body).toContain(`# TYPE ${name} ${type}\n`)
    }
  })

  it('counts requests per route pattern and status, times them, and counts import runs', async () => {
    const app = await buildTestApp({ metricsToken: TOKEN })
    const auth = `Bearer ${TOKEN}`
    await app.inject('/healthz')
    await app.inject('/healthz')
    await app.inject('/api/plate?date=2025-07-20')
    await app.inject('/no/such/path/1')
    await app.inject('/no/such/path/2')
    const today = '2025-07-20'
    await syncMenus(app, 'schedule', { provider: demoProvider, from: today, to: today })
    const text = (await scrape(app, auth)).body

    expect(sample(text, 'campusplate_http_requests_total{method="GET",route="/healthz",status_code="200"}')).toBe(2)
    expect(sample(text, 'campusplate_http_requests_total{method="GET",route="/api/plate",status_code="401"}')).toBe(1)
    // Unknown paths share one series, whatever the URL.
    expect(sample(text, 'campusplate_http_requests_total{method="GET",route="(no route)",status_code="404"}')).toBe(2)
    expect(text).not.toContain('/no/such/path')
    expect(sample(text, 'campusplate_http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(2)
    expect(
      sample(text, 'campusplate_http_request_duration_seconds_bucket{le="10",method="GET",route="/healthz"}'),
    ).toBe(2)
    expect(sample(text, 'campusplate_menu_import_runs{status="ok"}')).toBe(1)
    expect(sample(text, 'campusplate_menu_import_runs{status="interrupted"}')).toBe(0)
    expect(sample(text, 'campusplate_menu_import_last_finished_timestamp_seconds{status="ok"}')).toBeGreaterThan(
      Date.now() / 1000 - 600,
    )

    await app.inject('/healthz')
    const again = (await scrape(app, auth)).body
    expect(sample(again, 'campusplate_http_requests_total{method="GET",route="/healthz",status_code="200"}')).toBe(3)
    expect(sample(again, 'campusplate_http_requests_total{method="GET",route="/metrics",status_code="200"}')).toBe(1)
  }, 60_000)

  it.skipIf(testDatabaseKind !== 'postgres')(
    `reports the connection pool${testDatabaseKind === 'postgres' ? '' : ' (skipped: PGlite has no pool; needs TEST_DATABASE_URL)'}`,
    async () => {
      const app = await buildTestApp({ metricsToken: TOKEN })
      const text = (await scrape(app, `Bearer ${TOKEN}`)).body
      expect(sample(text, 'campusplate_db_pool_max_connections')).toBeGreaterThan(0)
      expect(sample(text, 'campusplate_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
      expect(sample(text, 'campusplate_db_pool_connections{state="waiting"}')).toBe(0)
    },
  )
})
