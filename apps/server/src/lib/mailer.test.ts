import { networkInterfaces } from 'node:os'
import pino from 'pino'
import { describe, expect, it, onTestFinished } from 'vitest'
import { startSmtpPeer } from '../../test/smtp-peer'
import { createMailer, MailNotSentError } from './mailer'

/** An address of this machine that is not loopback, where a peer is "across the network". */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address

const MAIL = { to: 'ada@campus.test', subject: 'Reset your password', text: 'https://campus.test/reset?token=x' }

async function peer(options: Parameters<typeof startSmtpPeer>[0]) {
  const smtp = await startSmtpPeer(options)
  onTestFinished(() => smtp.close())
  return smtp
}

function mailer(smtpUrl: string) {
  const sender = createMailer({
    smtpUrl,
    from: 'CampusPlate <no-reply@campus.test>',
    dataDir: '/nonexistent',
    log: pino({ level: 'silent' }),
    retryDelaysMs: [],
  })
  onTestFinished(() => sender.close())
  return sender
}

describe('SMTP mail', () => {
  it('sends over a plain connection to a server on this machine (loopback)', async () => {
    const smtp = await peer({})
    await mailer(smtp.url).send(MAIL)
    expect(smtp.mails.map((mail) => mail.subject)).toEqual([MAIL.subject])
  })

  it.skipIf(!networkAddress)(
    'refuses to send in the clear to a server elsewhere that offers no STARTTLS (requireTLS)',
    async () => {
      const smtp = await peer({ host: networkAddress })
      const sending = mailer(smtp.url).send(MAIL)
      await expect(sending).rejects.toBeInstanceOf(MailNotSentError)
      await expect(sending).rejects.toMatchObject({ cause: { code: 'ETLS' } })
      expect(smtp.mails).toEqual([])
    },
  )

  it.skipIf(!networkAddress)('sends to a server elsewhere once the connection is upgraded by STARTTLS', async () => {
    const smtp = await peer({ host: networkAddress, starttls: true })
    // The peer's certificate is smtp-server's self-signed one.
    await mailer(`${smtp.url}/?tls.rejectUnauthorized=false`).send(MAIL)
    expect(smtp.mails.map((mail) => mail.subject)).toEqual([MAIL.subject])
  })
})
