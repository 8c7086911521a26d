import type { FastifyRequest } from 'fastify'
import type { AppInstance } from '../../app-types'
import { describeClient } from '../../lib/client-description'
import type { Mail } from '../../lib/mailer'

/** How long the link of an e-mail change notice can give the old address back (docs/decisions/054). */
export const EMAIL_REVERT_TTL_MS = 7 * 24 * 60 * 60 * 1000

export type AccountNotice =
  | { kind: 'password_changed'; first: boolean }
  | { kind: 'password_reset' }
  | { kind: 'email_restored' }
  | { kind: 'google_linked' }
  | { kind: 'email_changed'; newEmail: string; revertLink: string }

export interface NoticeSettings {
  appTitle: string
  publicUrl: string
  supportUrl: string
  campusTz: string
}

/** When and from which client the change was made, as the mail states them. */
export interface NoticeOrigin {
  at: Date
  client: string
}

export function noticeOrigin(request: FastifyRequest, at: Date): NoticeOrigin {
  return { at, client: describeClient(request.headers['user-agent'], request.ip) }
}

function formatTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at)
}

function whatHappened(notice: AccountNotice, appTitle: string): { subject: string; lines: string[] } {
  switch (notice.kind) {
    case 'password_changed':
      return notice.first
        ? {
            subject: `A password was set for your ${appTitle} account`,
            lines: [`A password was set for your ${appTitle} account: it can now sign in with it too.`],
          }
        : {
            subject: `Your ${appTitle} password was changed`,
            lines: [`The password of your ${appTitle} account was changed. Other devices were signed out.`],
          }
    case 'password_reset':
      return {
        subject: `Your ${appTitle} password was reset`,
        lines: [
          `The password of your ${appTitle} account was reset with a link mailed to this address.`,
          'Every device was signed out.',
        ],
      }
    case 'email_restored':
      return {
        subject: `The e-mail address of your ${appTitle} account was restored`,
        lines: [
          `The e-mail address of your ${appTitle} account is this one again, and a new password was chosen.`,
          'Every device was signed out, and a Google account linked to it was unlinked.',
        ],
      }
    case 'google_linked':
      return {
        subject: `A Google account was linked to your ${appTitle} account`,
        lines: [`A Google account was linked to your ${appTitle} account: "Continue with Google" now signs in to it.`],
      }
    case 'email_changed':
      return {
        subject: `The e-mail address of your ${appTitle} account was changed`,
        lines: [
          `The e-mail address of your ${appTitle} account was changed to ${notice.newEmail}.`,
          'Every device was signed out. From now on, sign in with the new address.',
        ],
      }
  }
}

function ifItWasNotYou(notice: AccountNotice, settings: NoticeSettings): string[] {
  if (notice.kind === 'email_changed') {
    return [
      'If you did not make this change, open this link within 7 days to get your address back.',
      'It signs every device out and asks you for a new password:',
      '',
      notice.revertLink,
      '',
      `Then tell support: ${settings.supportUrl}`,
    ]
  }
  return [
    'If this was not you, someone else may have access to your account:',
    `reset your password at ${settings.publicUrl}/forgot-password (this signs every device out)`,
    `and tell support: ${settings.supportUrl}`,
  ]
}

export function noticeMail(settings: NoticeSettings, to: string, notice: AccountNotice, origin: NoticeOrigin): Mail {
  const { subject, lines } = whatHappened(notice, settings.appTitle)
  return {
    to,
    subject,
    text: [
      'Hello,',
      '',
      ...lines,
      '',
      `When: ${formatTime(origin.at, settings.campusTz)}`,
      `From: ${origin.client}`,
      '',
      'If this was you, there is nothing more to do.',
      ...ifItWasNotYou(notice, settings),
    ].join('\n'),
  }
}

/** A mail that cannot be sent is logged by subject, never text, and never fails the change it tells of. */
export function sendNotice(app: AppInstance, request: FastifyRequest, to: string, notice: AccountNotice): void {
  const settings = {
    appTitle: app.config.appTitle,
    publicUrl: app.config.publicUrl,
    supportUrl: app.config.supportUrl,
    campusTz: app.config.campusTz,
  }
  const mail = noticeMail(settings, to, notice, noticeOrigin(request, app.now()))
  app.background.run(`${notice.kind.replaceAll('_', '-')}-notice`, () => app.mailer.send(mail))
}
