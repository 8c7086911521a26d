import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  subject: string
  /** The text body, quoted-printable decoded. */
  text: string
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? ''
  const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
  return { from, to, raw, subject: header('Subject'), text: quoted ? decodeQuotedPrintable(body) : body }
}

/**
 * A real SMTP server on loopback (docs/product.md#tests: third parties are real peers in tests). With
 * `hold`, it accepts no message until `release()`, to show that a caller does not wait for mail.
 * `port` starts it where a caller already expects it (a mail server that comes back); `host` on
 * another address than loopback; `starttls` offers STARTTLS (smtp-server's own self-signed
 * certificate).
 */
export async function startSmtpPeer(
  options: { hold?: boolean; port?: number; host?: string; starttls?: boolean } = {},
) {
  const host = options.host ?? '127.0.0.1'
  const mails: ReceivedMail[] = []
  const waiting: ((mail: ReceivedMail) => void)[] = []
  let release: () => void = () => {}
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        await released
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          from,
          session.envelope.rcptTo.map((r) => r.address),
        )
        mails.push(mail)
        for (const resolve of waiting.splice(0)) resolve(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://${host}:${port}`,
    mails,
    /** Lets held messages through. */
    release: () => release(),
    /** Resolves with the next message accepted. */
    nextMail(): Promise<ReceivedMail> {
      return new Promise((resolve) => waiting.push(resolve))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>
