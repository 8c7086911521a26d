import {
  ACCOUNT_MESSAGES,
  AUTH_RULE_MESSAGES,
  EMAIL_REVERT_MESSAGES,
  RECENT_PROOF_MAX_AGE_MS,
  RECENT_PROOF_MESSAGES,
} from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, testClock } from '../../../test/build-test-app'
import { createUser, loginAs, TEST_PASSWORD, testOrigin } from '../../../test/login'
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer'
import type { AppInstance } from '../../app-types'
import { users } from '../../db/schema/index'
import { createSession } from '../auth/sessions'

/**
 * docs/decisions/054: what cannot be undone needs a session that proved the password (or, for an
 * account without one, signed in with Google) within 10 minutes, and an e-mail change can be
 * undone by the old address.
 */
const NEW_PASSWORD = 'Roasted-Squash-77'
const OWNER_PASSWORD = 'Owner-Kept-Carrots-5'
const REVERT_LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})/

let peers: SmtpPeer[] = []
afterEach(async () => {
  await Promise.all(peers.map((peer) => peer.close()))
  peers = []
})

async function smtpPeer() {
  const peer = await startSmtpPeer()
  peers.push(peer)
  return peer
}

function call(
  app: AppInstance,
  method: 'PUT' | 'POST' | 'DELETE' | 'GET',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { ...testOrigin(app), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  })
}

const changeEmail = (app: AppInstance, cookie: string, email: string) =>
  call(app, 'PUT', '/api/profile/email', cookie, { email })
const confirm = (app: AppInstance, cookie: string, password: string) =>
  call(app, 'POST', '/api/auth/confirm-password', cookie, { password })
const profileStatus = async (app: AppInstance, cookie: string) =>
  (await app.inject({ url: '/api/profile', headers: { cookie } })).statusCode
const passwordLogin = (app: AppInstance, email: string, password: string) =>
  call(app, 'POST', '/auth/login', undefined, { email, password })

async function storedUser(app: AppInstance, id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id))
  return row
}

/** The revert link of the notice the old address received. */
async function revertToken(app: AppInstance, peer: SmtpPeer, to: string): Promise<string> {
  await app.background.idle()
  const mail = peer.mails.find((each) => each.to.includes(to) && REVERT_LINK.test(each.text))
  const token = mail?.text.match(REVERT_LINK)?.[1]
  if (!token) throw new Error(`no revert link mailed to ${to}: ${peer.mails.map((each) => each.subject)}`)
  return token
}

describe('a session whose last proof is older than 10 minutes', () => {
  it('can neither change the address nor delete the account, and is told to give the password', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const owner = await createUser(app, { email: 'owner@campus.test' })
    const stolen = await loginAs(app, owner)
    clock.advance(RECENT_PROOF_MAX_AGE_MS + 1)

    const email = await changeEmail(app, stolen, 'intruder@evil.test')
    expect(email.statusCode).toBe(403)
    expect(email.json()).toEqual({ detail: RECENT_PROOF_MESSAGES.passwordNeeded })
    const deleted = await call(app, 'DELETE', '/api/account', stolen)
    expect(deleted.statusCode).toBe(403)
    expect(deleted.json()).toEqual({ detail: RECENT_PROOF_MESSAGES.passwordNeeded })

    expect((await storedUser(app, owner.id))?.email).toBe('owner@campus.test')
    // The session itself is not ended: the owner's screen only asks for the password.
    expect(await profileStatus(app, stolen)).toBe(200)
  })

  it('cannot set a first password on a Google-only account, and is told to sign in with Google', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const owner = await createUser(app, { googleSubject: 'google-sub-owner', emailVerifiedAt: clock.now() })
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, owner.id))
    // A Google sign-in's session (the exchange records the proof; see google.routes.test.ts).
    const stolen = `cp_session=${await createSession(app.db, owner.id, clock.now(), { proven: true })}`
    clock.advance(RECENT_PROOF_MAX_AGE_MS + 1)

    const res = await call(app, 'POST', '/api/account/change-password', stolen, { new_password: NEW_PASSWORD })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ detail: RECENT_PROOF_MESSAGES.googleNeeded })
    expect((await storedUser(app, owner.id))?.passwordHash).toBeNull()
    const deleted = await call(app, 'DELETE', '/api/account', stolen)
    expect(deleted.json()).toEqual({ detail: RECENT_PROOF_MESSAGES.googleNeeded })
    // Giving "a password" does not help an account that has none.
    expect((await confirm(app, stolen, NEW_PASSWORD)).statusCode).toBe(400)
    expect((await call(app, 'DELETE', '/api/account', stolen)).statusCode).toBe(403)
    expect(await storedUser(app, owner.id)).toBeDefined()
  })

  it('may do all three again once the password is confirmed, for 10 minutes', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const user = await createUser(app, { email: 'keeper@campus.test' })
    const cookie = await loginAs(app, user)
    clock.advance(RECENT_PROOF_MAX_AGE_MS + 1)

    const wrong = await confirm(app, cookie, 'Not-The-Password-9')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ field: 'password', message: RECENT_PROOF_MESSAGES.passwordIncorrect }])
    expect((await changeEmail(app, cookie, 'keeper2@campus.test')).statusCode).toBe(403)

    const right = await confirm(app, cookie, TEST_PASSWORD)
    expect(right.statusCode).toBe(200)
    expect(right.json()).toEqual({ ok: true })
    clock.advance(RECENT_PROOF_MAX_AGE_MS)
    // Exactly ten minutes after the proof still counts; the product's answer follows.
    expect((await changeEmail(app, cookie, 'keeper2@campus.test')).json()).toEqual({ ok: true })
    expect((await storedUser(app, user.id))?.email).toBe('keeper2@campus.test')
  })

  it('a password change proves the password, so a delete right after it works', async () => {
    const clock = testClock()
    const app = await buildTestApp({}, { now: clock.now })
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    clock.advance(RECENT_PROOF_MAX_AGE_MS + 1)
    const changed = await call(app, 'POST', '/api/account/change-password', cookie, {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    })
    expect(changed.statusCode).toBe(200)
    expect((await call(app, 'DELETE', '/api/account', cookie)).statusCode).toBe(200)
    expect(await storedUser(app, user.id)).toBeUndefined()
  })

  it('confirming is limited per account: a stolen session cannot guess the password there', async () => {
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          confirmPassword: { perUser: { max: 2, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } },
        },
      },
    )
    const user = await createUser(app)
    const cookie = await loginAs(app, user)
    expect((await confirm(app, cookie, 'Wrong-Guess-1')).statusCode).toBe(400)
    expect((await confirm(app, cookie, 'Wrong-Guess-2')).statusCode).toBe(400)
    const limited = await confirm(app, cookie, TEST_PASSWORD)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toBe(AUTH_RULE_MESSAGES.tooManyAttempts)
  })
})

describe('the e-mail change, right after signing in (the proof is fresh)', () => {
  it('is limited per account: "already in use" cannot be used to test which addresses have accounts', async () => {
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          changeEmail: { perUser: { max: 3, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } },
        },
      },
    )
    const user = await createUser(app)
    await createUser(app, { email: 'taken@campus.test' })
    const cookie = await loginAs(app, user)
    for (let n = 0; n < 3; n++) {
      const res = await changeEmail(app, cookie, 'taken@campus.test')
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailInUse })
    }
    const limited = await changeEmail(app, cookie, 'taken@campus.test')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another account on the same address still can.
    const other = await createUser(app)
    expect((await changeEmail(app, await loginAs(app, other), 'fresh@campus.test')).statusCode).toBe(200)
  })

  it('is limited per client address across accounts', async () => {
    const app = await buildTestApp(
      {},
      {
        rateLimitOverrides: {
          changeEmail: { perUser: { max: 100, windowMs: 60_000 }, perAddress: { max: 2, windowMs: 60_000 } },
        },
      },
    )
    await createUser(app, { email: 'taken@campus.test' })
    const statuses = []
    for (let n = 0; n < 3; n++) {
      const cookie = await loginAs(app, await createUser(app))
      statuses.push((await changeEmail(app, cookie, 'taken@campus.test')).statusCode)
    }
    expect(statuses).toEqual([409, 409, 429])
  })
})

describe('the account takeover of a stolen session, step by step', () => {
  it('fails: the address, the account and the password stay the owner’s, and the revert link ends the intruder’s access', async () => {
    const peer = await smtpPeer()
    const clock = testClock()
    const app = await buildTestApp({ smtpUrl: peer.url }, { now: clock.now })
    const owner = await createUser(app, { email: 'owner@campus.test', password: OWNER_PASSWORD })
    const stolen = await loginAs(app, owner)
    clock.advance(RECENT_PROOF_MAX_AGE_MS + 60_000)

    // 1. With the stolen session alone: no address change, so no reset to the intruder's address.
    expect((await changeEmail(app, stolen, 'intruder@evil.test')).statusCode).toBe(403)
    expect((await call(app, 'DELETE', '/api/account', stolen)).statusCode).toBe(403)
    expect((await storedUser(app, owner.id))?.email).toBe('owner@campus.test')

    // 2. An intruder who also has the password gets through, but the old address is told, with a way back.
    expect((await confirm(app, stolen, OWNER_PASSWORD)).statusCode).toBe(200)
    expect((await changeEmail(app, stolen, 'intruder@evil.test')).statusCode).toBe(200)
    const intruder = await loginAs(app, { email: 'intruder@evil.test', password: OWNER_PASSWORD })
    await call(app, 'POST', '/api/auth/forgot-password', undefined, { email: 'intruder@evil.test' })
    const token = await revertToken(app, peer, 'owner@campus.test')
    const intruderReset = peer.mails
      .find((mail) => mail.to.includes('intruder@evil.test'))
      ?.text.match(REVERT_LINK)?.[1]
    expect(intruderReset).toBeDefined()
    const notice = peer.mails.find((mail) => mail.to.includes('owner@campus.test'))
    expect(notice?.subject).toBe('The e-mail address of your CampusPlate account was changed')
    expect(notice?.text).toContain('intruder@evil.test')

    // 3. Days later, the owner follows the link: the reset screen's own calls take the account back.
    clock.advance(6 * 24 * 60 * 60 * 1000)
    expect((await call(app, 'POST', '/api/auth/reset-password/check', undefined, { token })).statusCode).toBe(200)
    const reverted = await call(app, 'POST', '/api/auth/reset-password', undefined, {
      token,
      new_password: NEW_PASSWORD,
    })
    expect(reverted.statusCode).toBe(200)
    expect(reverted.json()).toEqual({ ok: true, detail: EMAIL_REVERT_MESSAGES.restored })

    const stored = await storedUser(app, owner.id)
    expect(stored?.email).toBe('owner@campus.test')
    expect(stored?.emailVerifiedAt).not.toBeNull()
    expect(await profileStatus(app, stolen)).toBe(401)
    expect(await profileStatus(app, intruder)).toBe(401)
    expect((await passwordLogin(app, 'intruder@evil.test', OWNER_PASSWORD)).statusCode).toBe(400)
    expect((await passwordLogin(app, 'owner@campus.test', OWNER_PASSWORD)).statusCode).toBe(400)
    expect((await passwordLogin(app, 'owner@campus.test', NEW_PASSWORD)).statusCode).toBe(200)
    // The intruder's own reset link and the used revert link are dead.
    for (const dead of [intruderReset as string, token]) {
      const res = await call(app, 'POST', '/api/auth/reset-password', undefined, {
        token: dead,
        new_password: 'Stolen-Again-42',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ detail: AUTH_RULE_MESSAGES.resetTokenInvalid })
    }
    await app.background.idle()
    const restored = peer.mails.find((mail) => mail.subject.includes('was restored'))
    expect(restored?.to).toEqual(['owner@campus.test'])
  })

  it('an intruder who changed the address twice cannot undo the owner’s revert with the second link', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const owner = await createUser(app, { email: 'first@campus.test' })
    const session = await loginAs(app, owner)
    expect((await changeEmail(app, session, 'second@evil.test')).statusCode).toBe(200)
    const again = await loginAs(app, { email: 'second@evil.test', password: owner.password })
    expect((await changeEmail(app, again, 'third@evil.test')).statusCode).toBe(200)
    const ownersLink = await revertToken(app, peer, 'first@campus.test')
    const intrudersLink = await revertToken(app, peer, 'second@evil.test')

    const reset = (token: string, password: string) =>
      call(app, 'POST', '/api/auth/reset-password', undefined, { token, new_password: password })
    expect((await reset(ownersLink, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await reset(intrudersLink, 'Intruder-Back-88')).statusCode).toBe(400)
    expect((await storedUser(app, owner.id))?.email).toBe('first@campus.test')
  })

  it('the link works for 7 days and no longer', async () => {
    const peer = await smtpPeer()
    const clock = testClock()
    const app = await buildTestApp({ smtpUrl: peer.url }, { now: clock.now })
    const owner = await createUser(app, { email: 'slow@campus.test' })
    expect((await changeEmail(app, await loginAs(app, owner), 'moved@campus.test')).statusCode).toBe(200)
    const token = await revertToken(app, peer, 'slow@campus.test')
    clock.advance(7 * 24 * 60 * 60 * 1000)
    const late = await call(app, 'POST', '/api/auth/reset-password', undefined, { token, new_password: NEW_PASSWORD })
    expect(late.statusCode).toBe(400)
    expect((await storedUser(app, owner.id))?.email).toBe('moved@campus.test')
  })

  it('refuses to restore an address another account has taken meanwhile', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const owner = await createUser(app, { email: 'wanted@campus.test' })
    expect((await changeEmail(app, await loginAs(app, owner), 'elsewhere@campus.test')).statusCode).toBe(200)
    const token = await revertToken(app, peer, 'wanted@campus.test')
    const squatter = await createUser(app, { email: 'wanted@campus.test' })
    const res = await call(app, 'POST', '/api/auth/reset-password', undefined, { token, new_password: NEW_PASSWORD })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: EMAIL_REVERT_MESSAGES.addressTaken })
    expect((await storedUser(app, owner.id))?.email).toBe('elsewhere@campus.test')
    expect((await storedUser(app, squatter.id))?.email).toBe('wanted@campus.test')
  })
})
