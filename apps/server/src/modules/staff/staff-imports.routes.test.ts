import { fileURLToPath } from 'node:url'
import { ImportsResponseSchema, StaffAuditListSchema, SyncNowResponseSchema } from '@campusplate/shared/staff'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { countRows } from '../../../test/counts'
import { testOrigin } from '../../../test/login'
import { signedInStaff, staffRouteList } from '../../../test/staff'
import type { AppInstance } from '../../app-types'
import { menuImports, staffAuditLog } from '../../db/schema/index'
import { withSyncLock } from '../menus/menus.sync'

const MENU_FILE = fileURLToPath(new URL('../menus/providers/fixtures/file/menus.json', import.meta.url))

const syncNow = (app: AppInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/staff/imports/sync', headers: { ...testOrigin(app), cookie } })

const importsOf = async (app: AppInstance, cookie: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/staff/imports', headers: { cookie } })
  expect(res.statusCode).toBe(200)
  return ImportsResponseSchema.parse(res.json())
}

async function insertRuns(app: AppInstance, source: string, n: number, startMs: number) {
  await app.db.insert(menuImports).values(
    Array.from({ length: n }, (_, i) => ({
      source,
      trigger: 'schedule',
      dateFrom: '2025-07-20',
      dateTo: '2025-07-27',
      status: i === n - 1 ? ('partial' as const) : ('ok' as const),
      counts: {
        days: 8,
        halls: 16,
        meals: 40,
        stations: 90,
        itemsInserted: i,
        itemsUpdated: 2,
        itemsDeleted: 1,
        itemsUnchanged: 300,
        rowsWritten: 9,
      },
      errors: i === n - 1 ? ['North Commons 2025-07-21: the vendor answered 503'] : [],
      notes: i === n - 1 ? ['South Hall has no menu published for 2025-07-27'] : [],
      startedAt: new Date(startMs + i * 60_000),
      finishedAt: new Date(startMs + i * 60_000 + 5_000),
    })),
  )
}

describe('the coverage, imports and demand routes', () => {
  it('are staff routes, so the walk over every staff route refuses them to students and visitors', async () => {
    const app = await buildTestApp()
    expect(staffRouteList(app)).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/staff/coverage' },
        { method: 'GET', url: '/api/staff/coverage.csv' },
        { method: 'GET', url: '/api/staff/imports' },
        { method: 'POST', url: '/api/staff/imports/sync' },
        { method: 'GET', url: '/api/staff/demand' },
      ]),
    )
  })
})

describe('GET /api/staff/imports', () => {
  it('lists the last 10 runs of each provider, newest first, with counts, notes and errors', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    await insertRuns(app, 'file', 2, Date.parse('2025-07-01T04:15:00Z'))
    await insertRuns(app, 'dineoncampus', 12, Date.parse('2025-07-10T04:15:00Z'))

    const body = await importsOf(app, cookie)

    expect(body.menu_provider).toBe('demo')
    expect(body.providers.map((p) => [p.source, p.runs.length])).toEqual([
      ['dineoncampus', 10],
      ['file', 2],
    ])
    const [latest] = body.providers[0]?.runs ?? []
    expect(latest).toMatchObject({
      source: 'dineoncampus',
      status: 'partial',
      date_from: '2025-07-20',
      date_to: '2025-07-27',
      counts: { days: 8, halls: 16, items_inserted: 11, items_updated: 2, items_deleted: 1, items_unchanged: 300 },
      errors: ['North Commons 2025-07-21: the vendor answered 503'],
      notes: ['South Hall has no menu published for 2025-07-27'],
      started_at: '2025-07-10T04:26:00.000Z',
      finished_at: '2025-07-10T04:26:05.000Z',
    })
    expect(body.providers[0]?.runs.map((run) => run.counts?.items_inserted)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  })

  it('answers an empty list before any run', async () => {
    const app = await buildTestApp()
    const { cookie } = await signedInStaff(app)
    expect((await importsOf(app, cookie)).providers).toEqual([])
  })
})

describe('POST /api/staff/imports/sync', () => {
  it('runs the configured sync now and records who started it in the audit log', async () => {
    const app = await buildTestApp({ menuProvider: 'file', menuFile: MENU_FILE })
    const { user, cookie } = await signedInStaff(app, { name: 'Dana Dietitian' })

    const res = await syncNow(app, cookie)

    expect(res.statusCode).toBe(200)
    const { run } = SyncNowResponseSchema.parse(res.json())
    expect(run).toMatchObject({ source: 'file', trigger: 'staff' })
    expect(run?.finished_at).not.toBeNull()
    const listed = await importsOf(app, cookie)
    expect(listed.providers[0]?.runs[0]?.id).toBe(run?.id)

    const audit = await app.inject({ method: 'GET', url: '/api/staff/audit', headers: { cookie } })
    const { entries } = StaffAuditListSchema.parse(audit.json())
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'sync',
        subject: 'Menu sync (file)',
        actor_email: user.email,
        actor_name: 'Dana Dietitian',
        detail: { run: run?.id, status: run?.status },
      }),
    ])
  })

  it('answers 409 while another sync holds the lock, and neither runs nor logs anything', async () => {
    const app = await buildTestApp({ menuProvider: 'file', menuFile: MENU_FILE })
    const { cookie } = await signedInStaff(app)

    const held = await withSyncLock(app, async () => syncNow(app, cookie))

    expect(held.ran).toBe(true)
    const res = held.ran ? held.value : undefined
    expect(res?.statusCode).toBe(409)
    expect(res?.json()).toEqual({ detail: 'A menu sync is running; try again when it has finished.' })
    expect(await countRows(app, menuImports)).toBe(0)
    expect(await countRows(app, staffAuditLog)).toBe(0)
  })

  it('answers 409 when no menu provider is configured', async () => {
    const app = await buildTestApp({ menuProvider: undefined })
    const { cookie } = await signedInStaff(app)
    const res = await syncNow(app, cookie)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: 'MENU_PROVIDER is not set: there is nothing to sync' })
    expect(await countRows(app, staffAuditLog)).toBe(0)
  })
})
