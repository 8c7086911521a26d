import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { createUser } from '../../../test/login'
import { login, resetPassword, sendPasswordReset, signInWithGoogle } from './auth.service'
import { findActiveSession } from './sessions'

/**
 * Starts a sign-in, then, a moment later (once it has read the account and is verifying the
 * password, which takes argon2 tens of milliseconds), a change that ends every session. Whichever
 * finishes first, the sign-in must not leave a live session behind. The session token, if any.
 */
async function race(signIn: () => Promise<{ sessionToken: string }>, change: () => Promise<unknown>) {
  const later = new Promise((resolve) => setTimeout(resolve, 5)).then(change)
  const [signedIn] = await Promise.allSettled([signIn(), later])
  return signedIn.status === 'fulfilled' ? signedIn.value.sessionToken : undefined
}

describe('a sign-in racing a change that ends every session', () => {
  it('does not outlive the Google link that takes an unproven account from whoever registered it', async () => {
    const app = await buildTestApp()
    const squatter = await createUser(app, { emailVerifiedAt: null })
    const now = app.now()
    // The link lands while the login is still verifying the password (argon2 takes tens of ms).
    const token = await race(
      () => login(app.db, { email: squatter.email, password: squatter.password }, now),
      () =>
        signInWithGoogle(
          app.db,
          { subject: 'google-owner', email: squatter.email, emailVerified: true, name: 'Owner', picture: undefined },
          now,
          'binder',
        ),
    )
    if (token) expect(await findActiveSession(app.db, token, now)).toBeUndefined()
  })

  it('does not outlive a password reset that lands during the login', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    const now = app.now()
    const mails: string[] = []
    const mailer = { send: async (mail: { text: string }) => void mails.push(mail.text), close: () => {} }
    await sendPasswordReset(
      { db: app.db, mailer, publicUrl: 'http://localhost', appTitle: 'CampusPlate' },
      user.email,
      now,
    )
    const resetToken = decodeURIComponent(/token=([^\s]+)/.exec(mails[0] ?? '')?.[1] ?? '')
    const token = await race(
      () => login(app.db, { email: user.email, password: user.password }, now),
      () => resetPassword(app.db, { token: resetToken, new_password: 'Roasted-Beet-77' }, now),
    )
    if (token) expect(await findActiveSession(app.db, token, now)).toBeUndefined()
  })
})
