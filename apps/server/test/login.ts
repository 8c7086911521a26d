import type { LightMyRequestResponse } from 'fastify'
import type { AppInstance } from '../src/app-types'
import { insertUserWithProfile } from '../src/modules/auth/auth.repository'
import { hashPassword } from '../src/modules/auth/passwords'
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from '../src/plugins/session'

let counter = 0

/** A password that meets the product's rules and is on no common list. */
export const TEST_PASSWORD = 'Grilled-Tofu-42'

export interface TestUser {
  id: string
  email: string
  password: string
}

export interface UserOverrides {
  email?: string
  password?: string
  name?: string
  /** When the address was proven (reset mail or Google); unproven by default, like a new registration. */
  emailVerifiedAt?: Date | null
  googleSubject?: string | null
}

/** Persists a user with a real argon2 hash (no rate limit spent); unique e-mails come from a counter. */
export async function createUser(app: AppInstance, overrides: UserOverrides = {}): Promise<TestUser> {
  const n = ++counter
  const email = overrides.email ?? `student${n}@campus.test`
  const password = overrides.password ?? TEST_PASSWORD
  const user = await insertUserWithProfile(
    app.db,
    {
      email,
      passwordHash: await hashPassword(password),
      googleSubject: overrides.googleSubject ?? null,
      emailVerifiedAt: overrides.emailVerifiedAt ?? null,
      createdAt: app.now(),
    },
    { name: overrides.name ?? `Student ${n}`, image: null },
  )
  return { id: user.id, email, password }
}

/** Headers of a same-site request: unsafe methods need PUBLIC_URL's origin (docs/product.md#security). */
export function testOrigin(app: AppInstance): { origin: string } {
  return { origin: app.config.publicUrl }
}

/**
 * The session cookie an answer sets, as a `cookie` request header (`cp_session=…`, or
 * `__Host-cp_session=…` when PUBLIC_URL is https); undefined if none.
 */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE || c.name === HOST_SESSION_COOKIE)
  return cookie?.value ? `${cookie.name}=${cookie.value}` : undefined
}

/** Signs a user in through `POST /auth/login`; returns the `cookie` header for later requests. */
export async function loginAs(app: AppInstance, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: testOrigin(app),
    payload: { email: user.email, password: user.password },
  })
  const cookie = sessionCookieOf(res)
  if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return cookie
}

/** A same-site POST through `inject`, with how long it took to answer. */
export async function timedPost(app: AppInstance, url: string, payload: object) {
  const startedAt = performance.now()
  const res = await app.inject({ method: 'POST', url, headers: testOrigin(app), payload })
  return { status: res.statusCode, body: res.body, ms: performance.now() - startedAt }
}
