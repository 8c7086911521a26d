import { z } from 'zod/mini'
import { PASSWORD_MAX_LENGTH } from '../schemas/auth'
import { textSchema } from '../schemas/common'

// Apart from schemas/: the web app's schema bundle does not carry what only the Account screen's proof prompt reads.

/** For changing the address, deleting the account or setting a first password (docs/decisions/054). */
export const RECENT_PROOF_MAX_AGE_MS = 10 * 60 * 1000

/** The 403 details of a session whose proof is older than RECENT_PROOF_MAX_AGE_MS, and what the proof call answers. */
export const RECENT_PROOF_MESSAGES = {
  passwordNeeded: 'For your security, please enter your password again to continue.',
  googleNeeded: 'For your security, please sign in with Google again to continue.',
  passwordRequired: 'Password is required',
  passwordIncorrect: 'Password is incorrect.',
  confirmPassword: 'Confirm with your password',
  confirm: 'Confirm',
  continueWithGoogle: 'Continue with Google',
} as const

export const ConfirmPasswordRequestSchema = z.object({
  password: textSchema(RECENT_PROOF_MESSAGES.passwordRequired).check(
    z.minLength(1, RECENT_PROOF_MESSAGES.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, RECENT_PROOF_MESSAGES.passwordIncorrect),
  ),
})
export type ConfirmPasswordRequest = z.infer<typeof ConfirmPasswordRequestSchema>
