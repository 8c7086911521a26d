import { z } from 'zod/mini'
import { AUTH_RULE_MESSAGES } from '../constants/auth-messages'
import { withoutDisplayControls } from '../domain/display-text'
import { PROFILE_NAME_MAX_LENGTH, PROFILE_NAME_MESSAGES, PROFILE_NAME_MIN_LENGTH } from '../domain/profile-name'
import { textSchema } from './common'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200
export const EMAIL_MAX_LENGTH = 254
export const PERSON_NAME_MAX_LENGTH = 50

/** A practical shape check, not RFC 5322 (docs/product.md#email). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Trimmed and lower-cased, so one person has one account whatever they type. */
export const EmailSchema = z.pipe(
  textSchema(AUTH_RULE_MESSAGES.emailRequired).check(
    z.trim(),
    z.minLength(1, AUTH_RULE_MESSAGES.emailRequired),
    z.maxLength(EMAIL_MAX_LENGTH, AUTH_RULE_MESSAGES.emailInvalid),
    z.regex(EMAIL_PATTERN, AUTH_RULE_MESSAGES.emailInvalid),
  ),
  z.transform((email) => email.toLowerCase()),
)

/** docs/product.md#password */
export const NewPasswordSchema = textSchema(AUTH_RULE_MESSAGES.passwordRequired).check(
  z.minLength(1, AUTH_RULE_MESSAGES.passwordRequired),
  z.minLength(PASSWORD_MIN_LENGTH, AUTH_RULE_MESSAGES.passwordTooShort),
  z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  z.regex(/[a-z]/, AUTH_RULE_MESSAGES.passwordLowercase),
  z.regex(/[A-Z]/, AUTH_RULE_MESSAGES.passwordUppercase),
  z.regex(/\d/, AUTH_RULE_MESSAGES.passwordNumber),
)

/** Registration joins two names into one of these. */
export const ProfileNameSchema = textSchema(PROFILE_NAME_MESSAGES.empty).check(
  z.overwrite(withoutDisplayControls),
  z.trim(),
  z.minLength(1, PROFILE_NAME_MESSAGES.empty),
  z.minLength(PROFILE_NAME_MIN_LENGTH, PROFILE_NAME_MESSAGES.tooShort),
  z.maxLength(PROFILE_NAME_MAX_LENGTH, PROFILE_NAME_MESSAGES.tooLong),
)

const personName = (required: string) =>
  textSchema(required).check(
    z.overwrite(withoutDisplayControls),
    z.trim(),
    z.minLength(1, required),
    z.maxLength(PERSON_NAME_MAX_LENGTH, `Must be at most ${PERSON_NAME_MAX_LENGTH} characters`),
  )

/** docs/product.md#login-fields */
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: textSchema(AUTH_RULE_MESSAGES.passwordRequired).check(
    z.minLength(1, AUTH_RULE_MESSAGES.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, AUTH_RULE_MESSAGES.invalidCredentials),
  ),
})
export type LoginRequest = z.infer<typeof LoginRequestSchema>

export function registrationProfileName(request: { first_name: string; last_name: string }): string {
  return `${request.first_name} ${request.last_name}`
}

/** "First Last" becomes the profile name, so together they follow docs/product.md#name (said on the last name). */
export const RegisterRequestSchema = z
  .object({
    first_name: personName(AUTH_RULE_MESSAGES.firstNameRequired),
    last_name: personName(AUTH_RULE_MESSAGES.lastNameRequired),
    email: EmailSchema,
    password: NewPasswordSchema,
  })
  .check(
    z.superRefine((request, ctx) => {
      const name = ProfileNameSchema.safeParse(registrationProfileName(request))
      for (const issue of name.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['last_name'], message: issue.message })
      }
    }),
  )
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema })
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>

const token = textSchema(AUTH_RULE_MESSAGES.resetLinkInvalid).check(
  z.minLength(16, AUTH_RULE_MESSAGES.resetLinkInvalid),
  z.maxLength(200, AUTH_RULE_MESSAGES.resetLinkInvalid),
)

export const ResetPasswordRequestSchema = z.object({ token, new_password: NewPasswordSchema })
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>

/** Lets the reset screen refuse a dead link when it opens, not after both passwords were typed. */
export const ResetTokenCheckRequestSchema = z.object({ token })
export type ResetTokenCheckRequest = z.infer<typeof ResetTokenCheckRequestSchema>

export const ExchangeTokenRequestSchema = z.object({
  token: textSchema(AUTH_RULE_MESSAGES.exchangeTokenInvalid).check(
    z.minLength(16, AUTH_RULE_MESSAGES.exchangeTokenInvalid),
    z.maxLength(200, AUTH_RULE_MESSAGES.exchangeTokenInvalid),
  ),
})
export type ExchangeTokenRequest = z.infer<typeof ExchangeTokenRequestSchema>

/** Success answers of the auth calls (docs/product.md#calls leaves them open): a confirmation for a person. */
export const AuthOkSchema = z.object({ ok: z.literal(true), detail: z.optional(z.string()) })
export type AuthOk = z.infer<typeof AuthOkSchema>

/** Where `/auth/callback?error=` codes come from; the web shows none of them (docs/product.md#routes: go to /login). */
export const AUTH_CALLBACK_ERRORS = [
  'google_not_configured',
  'google_failed',
  'google_denied',
  'google_email_unverified',
  'invalid_state',
  'sso_not_configured',
  'sso_failed',
  'sso_denied',
  'sso_email_unverified',
] as const
export type AuthCallbackError = (typeof AUTH_CALLBACK_ERRORS)[number]
