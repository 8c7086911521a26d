import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, testClock } from '../../../test/build-test-app'
import { logCollector } from '../../../test/log-collector'
import { createUser, loginAs, TEST_PASSWORD, testOrigin } from '../../../test/login'
import { freePort } from '../../../test/own-services'
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer'
import type { AppInstance } from '../../app-types'

/**
 * docs/decisions/054: after a password change, a reset and an e-mail change the account's owner
 * gets a notice with the time, the client and what to do if it was not them (the Google link's
 * notice is in google.routes.test.ts); a mail that cannot be sent never fails the change.
 */
const NEW_PASSWORD = 'Roasted-Squash-77'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})/
// testClock starts at 2025-07-20T17:00:00Z, noon on a Chicago campus.
const WHEN = 'When: July 20, 2025 at 12:00 PM CDT'
const FROM = 'From: Firefox on Linux, from the address 127.0.0.1'
const IF_NOT_YOU = 'reset your password at http://localhost:3000/forgot-password'

let peers: SmtpPeer[] = []
afterEach(async () => {
  await Promise.all(peers.map((peer) => peer.close()))
  peers = []
})

async function appWithMail() {
  const peer = await startSmtpPeer()
  peers.push(peer)
  const app = await buildTestApp({ smtpUrl: peer.url }, { now: testClock().now })
  return { app, peer }
}

function post(app: AppInstance, url: string, payload: object, cookie?: string) {
  return app.inject({
    method: url === '/api/profile/email' ? 'PUT' : 'POST',
    url,
    headers: { ...testOrigin(app), 'user-agent': FIREFOX, ...(cookie ? { cookie } : {}) },
    payload,
  })
}

const changePassword = (app: AppInstance, cookie: string) =>
  post(app, '/api/account/change-password', { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD }, cookie)

async function mailsTo(app: AppInstance, peer: SmtpPeer, to: string) {
  await app.background.idle()
  return peer.mails.filter((mail) => mail.to.includes(to))
}

describe('notice mails', () => {
  it('after a password change: to the account, with when, from where and what to do', async () => {
    const { app, peer } = await appWithMail()
    const user = await createUser(app, { email: 'ada@campus.test' })
    const cookie = await loginAs(app, user)
    expect((await changePassword(app, cookie)).statusCode).toBe(200)
    const [mail, ...more] = await mailsTo(app, peer, 'ada@campus.test')
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Your CampusPlate password was changed')
    expect(mail?.text).toContain(WHEN)
    expect(mail?.text).toContain(FROM)
    expect(mail?.text).toContain(IF_NOT_YOU)
    expect(mail?.text).not.toContain(NEW_PASSWORD)
  })

  it('after a reset: to the account, with when, from where and what to do', async () => {
    const { app, peer } = await appWithMail()
    await createUser(app, { email: 'grace@campus.test' })
    await post(app, '/api/auth/forgot-password', { email: 'grace@campus.test' })
    const [resetMail] = await mailsTo(app, peer, 'grace@campus.test')
    const token = resetMail?.text.match(LINK)?.[1] as string
    expect((await post(app, '/api/auth/reset-password', { token, new_password: NEW_PASSWORD })).statusCode).toBe(200)

    const notice = (await mailsTo(app, peer, 'grace@campus.test'))[1]
    expect(notice?.subject).toBe('Your CampusPlate password was reset')
    expect(notice?.text).toContain(WHEN)
    expect(notice?.text).toContain(FROM)
    expect(notice?.text).toContain(IF_NOT_YOU)
  })

  it('after an e-mail change: to the old address only, with the new one and the seven-day way back', async () => {
    const { app, peer } = await appWithMail()
    const user = await createUser(app, { email: 'old@campus.test' })
    const res = await post(app, '/api/profile/email', { email: 'new@campus.test' }, await loginAs(app, user))
    expect(res.json()).toEqual({ ok: true })

    const [mail] = await mailsTo(app, peer, 'old@campus.test')
    expect(await mailsTo(app, peer, 'new@campus.test')).toEqual([])
    expect(mail?.subject).toBe('The e-mail address of your CampusPlate account was changed')
    expect(mail?.text).toContain('was changed to new@campus.test')
    expect(mail?.text).toContain(WHEN)
    expect(mail?.text).toContain(FROM)
    expect(mail?.text).toContain('open this link within 7 days to get your address back')
    expect(mail?.text).toMatch(LINK)
  })

  it('a mail that cannot be sent fails neither the change nor its answer, and is logged without the link', async () => {
    const log = logCollector()
    const app = await buildTestApp(
      { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, logLevel: 'info' },
      { logStream: log.stream, mailRetryDelaysMs: [] },
    )
    const user = await createUser(app, { email: 'offline@campus.test' })
    const cookie = await loginAs(app, user)
    expect((await changePassword(app, cookie)).statusCode).toBe(200)
    const moved = await post(app, '/api/profile/email', { email: 'moved@campus.test' }, cookie)
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toEqual({ ok: true })
    await app.background.idle()

    const failures = log.lines().filter((line) => line.msg === 'background task failed')
    expect(failures.map((line) => line.task).sort()).toEqual(['email-changed-notice', 'password-changed-notice'])
    expect(failures.every((line) => (line.err as { type?: string }).type === 'MailNotSentError')).toBe(true)
    expect(log.collected.text).not.toContain('reset-password?token')
    expect(log.collected.text).not.toContain(NEW_PASSWORD)
    expect(await loginAs(app, { email: 'moved@campus.test', password: NEW_PASSWORD })).toBeTruthy()
  })
})
