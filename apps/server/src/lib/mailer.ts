import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
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

/** Spread so an SMTP server that restarts or is briefly down still delivers a reset link well within its hour (docs/decisions/037). */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = Object.freeze([1_000, 10_000, 60_000, 600_000])

/** An unreachable or silent SMTP server fails an attempt within seconds, not nodemailer's minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1'
}

export class MailNotSentError extends Error {
  constructor(attempts: number, cause: unknown) {
    super(`mail not sent after ${attempts} attempt${attempts === 1 ? '' : 's'}`, { cause })
    this.name = 'MailNotSentError'
  }
}

/** Failures are logged by subject only: the text may hold a reset link. */
function withRetries(
  deliver: (mail: Mail) => Promise<void>,
  delaysMs: readonly number[],
  log: FastifyBaseLogger,
): Pick<Mailer, 'send'> & { stop(): void } {
  const closing = new AbortController()
  return {
    async send(mail) {
      for (let attempt = 1; ; attempt++) {
        try {
          await deliver(mail)
          if (attempt > 1) log.info({ subject: mail.subject, attempt }, 'mail sent after a retry')
          return
        } catch (error) {
          const delayMs = delaysMs[attempt - 1]
          if (delayMs === undefined || closing.signal.aborted) throw new MailNotSentError(attempt, error)
          log.warn({ err: error, subject: mail.subject, attempt, retryInMs: delayMs }, 'mail not sent; trying again')
          try {
            await sleep(delayMs, undefined, { signal: closing.signal })
          } catch {
            throw new MailNotSentError(attempt, error)
          }
        }
      }
    },
    stop: () => closing.abort(),
  }
}

/** Without `SMTP_URL` mails go to `$DATA_DIR/outbox/`: development needs no mail server (docs/product.md#configuration). */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  dataDir: string
  log: FastifyBaseLogger
  retryDelaysMs?: readonly number[]
}): Mailer {
  const { from, log } = options
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      ...SMTP_TIMEOUTS,
      // Reset links must not cross a network in the clear: STARTTLS or no mail, except on this machine.
      requireTLS: !isLoopbackHost(new URL(options.smtpUrl).hostname),
    })
    const retrying = withRetries(
      async (mail) => {
        await transport.sendMail({ from, ...mail })
      },
      options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS,
      log,
    )
    return {
      send: retrying.send,
      close() {
        retrying.stop()
        transport.close()
      },
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
