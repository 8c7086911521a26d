import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { logCollector } from '../../../test/log-collector'
import { createUser, testOrigin, timedPost } from '../../../test/login'
import { freePort } from '../../../test/own-services'
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer'
import { waitUntil } from '../../../test/wait-until'
import type { AppInstance } from '../../app-types'

/**
 * docs/decisions/037: "forgot password" while the SMTP server is unreachable. The answer does not
 * change, the failure is logged without the link, and the mail is tried again a bounded number of
 * times: delivered when the server comes back, given up when it does not.
 */
const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})/
const RETRY_DELAYS_MS = [500, 1000, 2000]

let peer: SmtpPeer | undefined
afterEach(async () => {
  await peer?.close()
  peer = undefined
})

const timedForgot = (app: AppInstance, email: string) => timedPost(app, '/api/auth/forgot-password', { email })

async function appWithUnreachableSmtp(port: number) {
  const log = logCollector()
  const app = await buildTestApp(
    { smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: 'info' },
    { logStream: log.stream, mailRetryDelaysMs: RETRY_DELAYS_MS },
  )
  const retries = () => log.lines().filter((line) => line.msg === 'mail not sent; trying again')
  return { app, log, retries }
}

describe('forgot password while the SMTP server is unreachable', () => {
  it('answers as always for known and unknown addresses, and delivers the link once the server is back', async () => {
    const port = await freePort()
    const { app, log, retries } = await appWithUnreachableSmtp(port)
    const user = await createUser(app, { email: 'ada@campus.test' })

    const known = await timedForgot(app, user.email)
    const unknown = await timedForgot(app, 'nobody@campus.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toBe(unknown.body)
    // The mail goes after the answer: neither waits for the SMTP server.
    expect(known.ms).toBeLessThan(RETRY_DELAYS_MS[0] as number)
    expect(unknown.ms).toBeLessThan(RETRY_DELAYS_MS[0] as number)

    await waitUntil(() => retries().length > 0, 5000)
    expect(retries()[0]).toMatchObject({ level: 40, subject: 'Reset your CampusPlate password', attempt: 1 })
    const smtp = await startSmtpPeer({ port })
    peer = smtp
    await waitUntil(() => smtp.mails.length > 0, 10_000)
    await app.background.idle()
    const [mail] = smtp.mails
    if (!mail) throw new Error(`no mail delivered; the log: ${log.collected.text}`)

    expect(mail.to).toEqual([user.email])
    const token = mail.text.match(LINK)?.[1] as string
    expect(token).toBeDefined()
    const opened = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      headers: testOrigin(app),
      payload: { token },
    })
    expect(opened.statusCode).toBe(200)
    // One mail, to the account only; the log tells of the retry but never holds the link.
    expect(smtp.mails).toHaveLength(1)
    expect(log.lines().some((line) => line.msg === 'mail sent after a retry')).toBe(true)
    expect(log.collected.text).not.toContain(token)
    expect(log.collected.text).not.toContain('reset-password?token')
  }, 60_000)

  it('gives a mail up after a bounded number of attempts, with one error', async () => {
    const port = await freePort()
    const { app, log, retries } = await appWithUnreachableSmtp(port)
    await createUser(app, { email: 'grace@campus.test' })
    expect((await timedForgot(app, 'grace@campus.test')).status).toBe(200)
    await app.background.idle()

    expect(retries().map((line) => line.attempt)).toEqual([1, 2, 3])
    const errors = log.lines().filter((line) => line.level === 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      msg: 'background task failed',
      task: 'password-reset-mail',
      err: { type: 'MailNotSentError', message: 'mail not sent after 4 attempts' },
    })
    expect(log.collected.text).not.toContain('reset-password?token')
  })
})
