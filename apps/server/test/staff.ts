import { eq } from 'drizzle-orm'
import type { AppInstance } from '../src/app-types'
import { users } from '../src/db/schema/index'
import { createUser, loginAs, type TestUser, type UserOverrides } from './login'

/** A user with the staff role (as `npm run users -- grant-staff` gives it), signed in. */
export async function signedInStaff(app: AppInstance, overrides: UserOverrides = {}) {
  const user = await createUser(app, { name: 'Dana Dietitian', ...overrides })
  await grantStaff(app, user)
  return { user, cookie: await loginAs(app, user) }
}

export async function grantStaff(app: AppInstance, user: Pick<TestUser, 'id'>): Promise<void> {
  await app.db.update(users).set({ role: 'staff', staffSource: 'operator' }).where(eq(users.id, user.id))
}

/** Every route under `/api/staff/` the app serves, as its OpenAPI document lists them (`{id}` for a parameter). */
export function staffRouteList(app: AppInstance): { method: string; url: string }[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, unknown>> }
  return Object.entries(document.paths ?? {})
    .filter(([url]) => url.startsWith('/api/staff/'))
    .flatMap(([url, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url })))
}
