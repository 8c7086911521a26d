import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createUser, loginAs } from '../../test/login'
import { type createTestDatabase, joinTestDatabase } from '../../test/test-database'
import type { AppInstance } from '../app-types'
import { users } from '../db/schema/index'
import { runUsersCli } from './users'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

async function cli(argv: string[], database?: TestDatabase) {
  const run = { code: -1, stdout: [] as string[], stderr: [] as string[], opened: 0 }
  run.code = await runUsersCli({
    argv,
    env: { CAMPUS_TZ: 'America/Chicago' },
    stdout: (text) => run.stdout.push(text),
    stderr: (text) => run.stderr.push(text),
    openDatabase: async () => {
      run.opened++
      if (!database) throw new Error('the database was opened')
      return database
    },
  })
  return run
}

async function roleOf(app: AppInstance, email: string) {
  const [row] = await app.db
    .select({ role: users.role, source: users.staffSource })
    .from(users)
    .where(eq(users.email, email))
  return row
}

describe('npm run users', () => {
  it('grants the staff role by e-mail, shows it to that account only, and revokes it', async () => {
    const app = await buildTestApp()
    const staff = await createUser(app, { email: 'dietitian@campus.test' })
    const student = await createUser(app)
    const granted = await cli(['grant-staff', ' Dietitian@Campus.test '], await joinTestDatabase())
    expect(granted).toMatchObject({ code: 0, stdout: ['dietitian@campus.test is now dining staff.'], stderr: [] })
    expect(await roleOf(app, staff.email)).toEqual({ role: 'staff', source: 'operator' })
    expect(await roleOf(app, student.email)).toEqual({ role: 'student', source: null })

    const asStaff = await app.inject({ url: '/api/profile', headers: { cookie: await loginAs(app, staff) } })
    expect(asStaff.json()).toMatchObject({ email: staff.email, staff: true })
    const asStudent = await app.inject({ url: '/api/profile', headers: { cookie: await loginAs(app, student) } })
    expect(asStudent.json()).not.toHaveProperty('staff')

    const revoked = await cli(['revoke-staff', staff.email], await joinTestDatabase())
    expect(revoked).toMatchObject({ code: 0, stdout: ['dietitian@campus.test is no longer dining staff.'] })
    expect(await roleOf(app, staff.email)).toEqual({ role: 'student', source: null })
  })

  it('says so and exits 1 when no account has the address', async () => {
    await buildTestApp()
    const run = await cli(['grant-staff', 'nobody@campus.test'], await joinTestDatabase())
    expect(run).toMatchObject({ code: 1, stdout: [], stderr: ['no account has the address nobody@campus.test'] })
  })

  it.each([
    [[], 'Usage: npm run users'],
    [['promote', 'a@b.co'], 'unknown command "promote" (grant-staff, revoke-staff)'],
    [['grant-staff'], 'grant-staff needs one e-mail address'],
    [['grant-staff', 'not-an-address'], 'grant-staff needs one e-mail address'],
    [['revoke-staff', 'a@b.co', 'c@d.co'], 'revoke-staff needs one e-mail address'],
  ])('refuses %j with exit 2 before opening the database', async (argv, message) => {
    const run = await cli(argv)
    expect(run.code).toBe(2)
    expect([...run.stdout, ...run.stderr].join('\n')).toContain(message)
    expect(run.opened).toBe(0)
  })
})
