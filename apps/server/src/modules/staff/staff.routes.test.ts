import { STAFF_MESSAGES } from '@campusplate/shared'
import { StaffAuditListSchema } from '@campusplate/shared/staff'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { allRowCounts } from '../../../test/counts'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { signedInStaff, staffRouteList } from '../../../test/staff'
import type { AppInstance } from '../../app-types'
import { staffAuditLog, users } from '../../db/schema/index'
import { recordStaffAction } from './staff-audit'

/** A request to a listed route, with a made-up value for each `{parameter}` and a JSON body where one may go. */
function call(app: AppInstance, route: { method: string; url: string }, cookie?: string) {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD'
  return app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/\{[^}]+\}/g, '1'),
    headers: {
      ...testOrigin(app),
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: '{}' } : {}),
  })
}

describe('the /api/staff routes', () => {
  it('are served, the audit log among them', async () => {
    const app = await buildTestApp()
    expect(staffRouteList(app)).toContainEqual({ method: 'GET', url: '/api/staff/audit' })
  })

  it('refuse a visitor with 401 and a student with 403, every one of them, changing nothing', async () => {
    const app = await buildTestApp()
    const student = await createUser(app)
    const cookie = await loginAs(app, student)
    const before = await allRowCounts(app)
    for (const route of staffRouteList(app)) {
      const anonymous = await call(app, route)
      expect({ ...route, status: anonymous.statusCode }).toEqual({ ...route, status: 401 })
      const refused = await call(app, route, cookie)
      expect({ ...route, status: refused.statusCode }).toEqual({ ...route, status: 403 })
      expect(refused.json()).toMatchObject({ detail: STAFF_MESSAGES.staffOnly })
    }
    expect(await allRowCounts(app)).toEqual(before)
  })
})

describe('GET /api/staff/audit', () => {
  it('lists the actions newest first, and keeps them with the actor’s name when the account is deleted', async () => {
    const app = await buildTestApp()
    const { user, cookie } = await signedInStaff(app, { name: 'Dana Dietitian' })
    const actor = { id: user.id, email: user.email }
    await recordStaffAction(app.db, {
      actor,
      action: 'report_status',
      subject: 'Report 1',
      detail: { to: 'fixed' },
      at: new Date('2025-07-20T12:00:00Z'),
    })
    await recordStaffAction(app.db, {
      actor,
      action: 'sync',
      subject: 'All halls',
      at: new Date('2025-07-20T12:05:00Z'),
    })

    const res = await app.inject({ method: 'GET', url: '/api/staff/audit', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const { entries } = StaffAuditListSchema.parse(res.json())
    expect(entries.map((entry) => [entry.action, entry.subject, entry.actor_name, entry.actor_exists])).toEqual([
      ['sync', 'All halls', 'Dana Dietitian', true],
      ['report_status', 'Report 1', 'Dana Dietitian', true],
    ])
    expect(entries[1]?.detail).toEqual({ to: 'fixed' })

    await app.db.delete(users)
    const kept = await app.db.select().from(staffAuditLog)
    expect(kept.map((row) => [row.actorUserId, row.actorEmail, row.actorName])).toEqual([
      [null, user.email, 'Dana Dietitian'],
      [null, user.email, 'Dana Dietitian'],
    ])
  })
})
