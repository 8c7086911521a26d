import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * ARCHITECTURE §1: `SMTP_URL` sends real mail; unset, each mail is written as a `.eml` file to
 * `$DATA_DIR/outbox/` and its subject and recipient are logged, so development needs no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  dataDir: string
  log: FastifyBaseLogger
}): Mailer {
  const { from, log } = options
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail })
      },
      close: () => transport.close(),
    }
  }
  const outbox = join(options.dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail })
      await mkdir(outbox, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer)
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL is not set)')
    },
    close: () => transport.close(),
  }
}
