import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { AUTH_RULE_MESSAGES } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, testClock } from '../../../test/build-test-app'
import { countRows, userDataCounts } from '../../../test/counts'
import { createUser, loginAs, TEST_PASSWORD, testOrigin } from '../../../test/login'
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer'
import type { AppInstance } from '../../app-types'
import { authTokens, users } from '../../db/schema/index'

const NEW_PASSWORD = 'Roasted-Squash-77'
const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})/

let peers: SmtpPeer[] = []
afterEach(async () => {
  await Promise.all(peers.map((peer) => peer.close()))
  peers = []
})

async function smtpPeer(options: { hold?: boolean } = {}) {
  const peer = await startSmtpPeer(options)
  peers.push(peer)
  return peer
}

function post(app: AppInstance, url: string, payload: object, cookie?: string) {
  return app.inject({ method: 'POST', url, headers: { ...testOrigin(app), ...(cookie ? { cookie } : {}) }, payload })
}

const forgot = (app: AppInstance, email: string) => post(app, '/api/auth/forgot-password', { email })
const reset = (app: AppInstance, token: string, password = NEW_PASSWORD) =>
  post(app, '/api/auth/reset-password', { token, new_password: password })
const check = (app: AppInstance, token: unknown) => post(app, '/api/auth/reset-password/check', { token })
const login = (app: AppInstance, email: string, password: string) => post(app, '/auth/login', { email, password })

/** Asks for a reset link and follows it out of the mail the SMTP peer received. */
async function resetToken(app: AppInstance, peer: SmtpPeer, email: string): Promise<string> {
  const before = peer.mails.length
  expect((await forgot(app, email)).statusCode).toBe(200)
  await app.background.idle()
  // The notice of an earlier reset may arrive in between.
  const mail = peer.mails.slice(before).find((each) => LINK.test(each.text))
  const token = mail?.text.match(LINK)?.[1]
  if (!token) throw new Error(`no reset link in ${peer.mails.slice(before).map((each) => each.text)}`)
  return token
}

describe('POST /api/auth/forgot-password through a real SMTP server', () => {
  it('mails a reset link to the account’s address', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url, mailFrom: 'CampusPlate <no-reply@campus.test>' })
    const user = await createUser(app, { email: 'ada@campus.test' })
    const res = await forgot(app, 'ADA@campus.test')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true, detail: AUTH_RULE_MESSAGES.forgotPasswordSent })
    await app.background.idle()
    expect(peer.mails).toHaveLength(1)
    const mail = peer.mails[0]
    expect(mail?.to).toEqual([user.email])
    expect(mail?.from).toBe('no-reply@campus.test')
    expect(mail?.subject).toBe('Reset your CampusPlate password')
    expect(mail?.text).toMatch(LINK)
    expect(mail?.text).toContain('within one hour')
    // Only the token's hash is stored.
    const token = mail?.text.match(LINK)?.[1] as string
    const [row] = await app.db.select().from(authTokens)
    expect(row?.purpose).toBe('password_reset')
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    await createUser(app, { email: 'ada@campus.test' })
    const known = await forgot(app, 'ada@campus.test')
    const unknown = await forgot(app, 'nobody@campus.test')
    await app.background.idle()
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    const headers = (res: typeof known) => {
      const { date: _date, ...rest } = res.headers
      return rest
    }
    expect(headers(unknown)).toEqual(headers(known))
    expect(peer.mails.map((mail) => mail.to)).toEqual([['ada@campus.test']])
    expect(await countRows(app, authTokens)).toBe(1)
  })

  it('answers before the mail is handed over, so its timing does not tell whether the account exists', async () => {
    const peer = await smtpPeer({ hold: true })
    const app = await buildTestApp({ smtpUrl: peer.url })
    await createUser(app, { email: 'ada@campus.test' })
    const delivered = peer.nextMail()
    const res = await forgot(app, 'ada@campus.test')
    expect(res.statusCode).toBe(200)
    expect(peer.mails).toHaveLength(0)
    peer.release()
    expect((await delivered).to).toEqual(['ada@campus.test'])
  })

  it('writes the mail to $DATA_DIR/outbox as .eml when SMTP_URL is unset, logging subject and recipient only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cp-outbox-'))
    let log = ''
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString()
        done()
      },
    })
    const app = await buildTestApp({ smtpUrl: undefined, dataDir, logLevel: 'info' }, { logStream })
    await createUser(app, { email: 'ada@campus.test' })
    await forgot(app, 'ada@campus.test')
    await app.background.idle()
    const files = await readdir(join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = await readFile(join(dataDir, 'outbox', files[0] as string), 'utf8')
    expect(eml).toMatch(/^To: ada@campus\.test$/m)
    expect(eml).toMatch(/^Subject: Reset your CampusPlate password$/m)
    const token = eml
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .match(LINK)?.[1]
    expect(token).toBeDefined()
    const line = log.split('\n').find((l) => l.includes('outbox'))
    expect(JSON.parse(line as string)).toMatchObject({
      to: 'ada@campus.test',
      subject: 'Reset your CampusPlate password',
    })
    expect(log).not.toContain(token)
    // The written link works.
    expect((await reset(app, token as string)).statusCode).toBe(200)
  })
})

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, proves the address and ends every session', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const user = await createUser(app)
    const laptop = await loginAs(app, user)
    const token = await resetToken(app, peer, user.email)

    const res = await reset(app, token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true, detail: AUTH_RULE_MESSAGES.passwordResetDone })
    expect(res.headers['set-cookie']).toBeUndefined()

    expect((await app.inject({ url: '/api/profile', headers: { cookie: laptop } })).statusCode).toBe(401)
    expect((await login(app, user.email, TEST_PASSWORD)).statusCode).toBe(400)
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200)
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date)
  })

  it('refuses a link used before', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const user = await createUser(app)
    const token = await resetToken(app, peer, user.email)
    expect((await reset(app, token)).statusCode).toBe(200)
    const replay = await reset(app, token, 'Another-Pass-99')
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ detail: AUTH_RULE_MESSAGES.resetTokenInvalid })
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('accepts a link for one hour and refuses it after', async () => {
    const peer = await smtpPeer()
    const clock = testClock()
    const app = await buildTestApp({ smtpUrl: peer.url }, { now: clock.now })
    const user = await createUser(app)
    const early = await resetToken(app, peer, user.email)
    const late = await resetToken(app, peer, user.email)
    clock.advance(60 * 60 * 1000 - 1)
    expect((await reset(app, early)).statusCode).toBe(200)
    clock.advance(1)
    const expired = await reset(app, late, 'Another-Pass-99')
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ detail: AUTH_RULE_MESSAGES.resetTokenInvalid })
  })

  it('voids the user’s other reset links once one was used', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const user = await createUser(app)
    const first = await resetToken(app, peer, user.email)
    const second = await resetToken(app, peer, user.email)
    expect((await reset(app, second)).statusCode).toBe(200)
    expect((await reset(app, first, 'Another-Pass-99')).statusCode).toBe(400)
  })

  it('refuses a common password without using the link up', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const user = await createUser(app)
    const token = await resetToken(app, peer, user.email)
    const res = await reset(app, token, 'Password123')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      detail: AUTH_RULE_MESSAGES.passwordCommon,
      errors: [{ field: 'new_password', message: AUTH_RULE_MESSAGES.passwordCommon }],
    })
    expect((await reset(app, token)).statusCode).toBe(200)
  })

  it('refuses an unknown token and changes nothing', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    await loginAs(app, user)
    const before = await userDataCounts(app)
    const res = await reset(app, 'A'.repeat(43))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: AUTH_RULE_MESSAGES.resetTokenInvalid })
    expect(await userDataCounts(app)).toEqual(before)
  })

  it('lets an account that had no password (Google only) set one', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const user = await createUser(app, { googleSubject: 'g-9' })
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id))
    const token = await resetToken(app, peer, user.email)
    expect((await reset(app, token)).statusCode).toBe(200)
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200)
  })
})

describe('POST /api/auth/reset-password/check', () => {
  it('accepts a working link and leaves it usable', async () => {
    const peer = await smtpPeer()
    const app = await buildTestApp({ smtpUrl: peer.url })
    const user = await createUser(app)
    const token = await resetToken(app, peer, user.email)
    const res = await check(app, token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    expect((await check(app, token)).statusCode).toBe(200)
    expect((await reset(app, token)).statusCode).toBe(200)
    expect((await login(app, user.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a used link and an expired one with the reset’s own message', async () => {
    const peer = await smtpPeer()
    const clock = testClock()
    const app = await buildTestApp({ smtpUrl: peer.url }, { now: clock.now })
    const user = await createUser(app)
    const used = await resetToken(app, peer, user.email)
    expect((await reset(app, used)).statusCode).toBe(200)
    const usedCheck = await check(app, used)
    expect(usedCheck.statusCode).toBe(400)
    expect(usedCheck.json()).toEqual({ detail: AUTH_RULE_MESSAGES.resetTokenInvalid })

    const late = await resetToken(app, peer, user.email)
    clock.advance(60 * 60 * 1000 - 1)
    expect((await check(app, late)).statusCode).toBe(200)
    clock.advance(1)
    const expired = await check(app, late)
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ detail: AUTH_RULE_MESSAGES.resetTokenInvalid })
  })

  it.each([
    ['an unknown token', 'x'.repeat(43), 400],
    ['a short token', 'abc', 400],
    ['a number', 42, 400],
    ['no token', undefined, 400],
  ])('refuses %s and changes nothing', async (_, token, status) => {
    const app = await buildTestApp()
    await createUser(app)
    const before = await userDataCounts(app)
    const tokensBefore = await countRows(app, authTokens)
    const res = await check(app, token)
    expect(res.statusCode).toBe(status)
    expect(await userDataCounts(app)).toEqual(before)
    expect(await countRows(app, authTokens)).toBe(tokensBefore)
  })
})
