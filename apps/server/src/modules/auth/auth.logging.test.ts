import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { logCollector } from '../../../test/log-collector'
import { createUser, sessionCookieOf, testOrigin } from '../../../test/login'
import { type OpenIdPeer, startOpenIdPeer } from '../../../test/openid-peer'
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer'
import type { AppInstance } from '../../app-types'

let smtp: SmtpPeer
let openId: OpenIdPeer
beforeAll(async () => {
  smtp = await startSmtpPeer()
  openId = await startOpenIdPeer()
})
afterAll(async () => {
  await smtp.close()
  await openId.close()
})

it('logs every auth call without a password, a token, a code or a cookie', async () => {
  let log = ''
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString()
      done()
    },
  })
  const app = await buildTestApp(
    {
      logLevel: 'trace',
      smtpUrl: smtp.url,
      google: { clientId: 'campusplate-test', clientSecret: 'test-secret', issuer: openId.issuer },
    },
    { logStream },
  )
  const secrets: string[] = []
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, headers: { ...testOrigin(app), ...(cookie ? { cookie } : {}) }, payload })

  const password = 'Secret-Sauce-314'
  const newPassword = 'Secret-Salsa-271'
  secrets.push(password, newPassword)
  const registered = await post('/auth/register', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@campus.test',
    password,
  })
  const session = sessionCookieOf(registered) as string
  secrets.push(session.split('=')[1] as string)
  secrets.push(registered.cookies.find((c) => c.name === 'cp_device')?.value as string)
  await post('/auth/login', { email: 'ada@campus.test', password: `${password}x` })
  await post('/api/auth/forgot-password', { email: 'ada@campus.test' })
  await app.background.idle()
  const resetToken = smtp.mails.at(-1)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] as string
  secrets.push(resetToken)
  // The web app's reset page is requested with the token in its query string.
  await app.inject({ url: `/reset-password?token=${resetToken}` })
  await post('/api/auth/reset-password', { token: resetToken, new_password: newPassword })

  openId.identity = { sub: 'g-ada', email: 'ada@campus.test', email_verified: true }
  const start = await app.inject({ url: '/auth/google/login' })
  const flow = start.cookies.find((c) => c.name === 'cp_google_flow')?.value as string
  secrets.push(flow)
  const back = new URL(
    (await fetch(String(start.headers.location), { redirect: 'manual' })).headers.get('location') as string,
  )
  secrets.push(back.searchParams.get('code') as string, back.searchParams.get('state') as string)
  const callback = await app.inject({
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `cp_google_flow=${flow}` },
  })
  const exchangeToken = new URL(String(callback.headers.location), 'http://x').searchParams.get('token') as string
  const binder = callback.cookies.find((c) => c.name === 'cp_exchange')?.value as string
  secrets.push(exchangeToken, binder)
  await app.inject({ url: `/auth/callback?token=${exchangeToken}` })
  const exchanged = await post('/auth/exchange-token', { token: exchangeToken }, `cp_exchange=${binder}`)
  secrets.push((sessionCookieOf(exchanged) as string).split('=')[1] as string)

  expect(log).toContain('"url":"/auth/google/callback?code=[redacted]&state=[redacted]"')
  expect(log).toContain('"url":"/auth/callback?token=[redacted]"')
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(8)
    expect(log).not.toContain(secret)
  }
})

it('logs a database error during registration by its code and query name, never the address or the hash', async () => {
  const log = logCollector()
  const app = await buildTestApp({ logLevel: 'info' }, { logStream: log.stream, isolatedDatabase: true })
  // A constraint the insert of the new user breaks: the failing query carries the address and the hash.
  await app.db.execute(sql`alter table users add constraint test_refuses_ada check (email not like 'ada%')`)
  const password = 'Secret-Sauce-314'
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    headers: testOrigin(app),
    payload: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@campus.test', password },
  })
  expect(res.statusCode).toBe(500)
  expect(res.body).not.toContain('ada@campus.test')

  const failures = log.lines().filter((line) => line.level === 50)
  expect(failures.length).toBeGreaterThan(0)
  expect(failures[0]?.err).toMatchObject({
    type: 'DrizzleQueryError',
    query: 'insert into users',
    cause: { code: '23514', constraint: 'test_refuses_ada' },
  })
  expect(log.collected.text).not.toContain('ada@campus.test')
  expect(log.collected.text).not.toContain('$argon2')
  expect(log.collected.text).not.toContain(password)
  expect(log.collected.text).not.toContain('params')
})

describe('security events', () => {
  const ADDRESS = '198.51.100.23'
  const post = (app: AppInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, remoteAddress: ADDRESS, headers: testOrigin(app), payload })

  it('logs failed and successful sign-ins, reset requests and resets with the account and the client address', async () => {
    const log = logCollector()
    const app = await buildTestApp({ logLevel: 'info', smtpUrl: smtp.url }, { logStream: log.stream })
    const user = await createUser(app)
    const wrong = 'Wrong-Password-1'
    const newPassword = 'Roasted-Beet-77'
    await post(app, '/auth/login', { email: user.email, password: wrong })
    await post(app, '/auth/login', { email: 'nobody@campus.test', password: wrong })
    await post(app, '/api/auth/forgot-password', { email: user.email })
    await app.background.idle()
    const resetToken = smtp.mails.at(-1)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] as string
    await post(app, '/api/auth/reset-password', { token: resetToken, new_password: newPassword })
    await post(app, '/auth/login', { email: user.email, password: newPassword })

    const events = log
      .lines()
      .filter((line) => line.msg === 'security event')
      .map(({ event, userId, clientAddress, level }) => ({ event, userId, clientAddress, level }))
    expect(events).toEqual([
      { event: 'sign_in_failed', userId: user.id, clientAddress: ADDRESS, level: 40 },
      { event: 'sign_in_failed', userId: null, clientAddress: ADDRESS, level: 40 },
      { event: 'password_reset_requested', userId: user.id, clientAddress: ADDRESS, level: 30 },
      { event: 'password_reset', userId: user.id, clientAddress: ADDRESS, level: 30 },
      { event: 'signed_in', userId: user.id, clientAddress: ADDRESS, level: 30 },
    ])
    for (const secret of [wrong, newPassword, user.password, resetToken, user.email]) {
      expect(log.collected.text).not.toContain(secret)
    }
  })
})
