import { describe, expect, it } from 'vitest'
import { AUTH_RULE_MESSAGES } from '../constants/auth-messages'
import {
  AUTH_CALLBACK_ERRORS,
  AuthOkSchema,
  EmailSchema,
  ExchangeTokenRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  NewPasswordSchema,
  ProfileNameSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from './auth'
import { LinkAccountRequestSchema } from './link-account'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('EmailSchema (docs/product.md#email)', () => {
  it.each([
    ['ada@campus.edu', 'ada@campus.edu'],
    ['  Ada.Lovelace@Campus.EDU ', 'ada.lovelace@campus.edu'],
    ['a+plate@sub.campus.edu', 'a+plate@sub.campus.edu'],
  ])('accepts %j as %j', (input, output) => {
    expect(EmailSchema.parse(input)).toBe(output)
  })

  it.each([
    ['', AUTH_RULE_MESSAGES.emailRequired],
    ['   ', AUTH_RULE_MESSAGES.emailRequired],
    ['ada', AUTH_RULE_MESSAGES.emailInvalid],
    ['ada@campus', AUTH_RULE_MESSAGES.emailInvalid],
    ['ada @campus.edu', AUTH_RULE_MESSAGES.emailInvalid],
    ['@campus.edu', AUTH_RULE_MESSAGES.emailInvalid],
    [`${'a'.repeat(244)}@campus.edu`, AUTH_RULE_MESSAGES.emailInvalid],
  ])('refuses %j with %j', (input, message) => {
    expect(firstMessage(EmailSchema.safeParse(input))).toBe(message)
  })

  it('accepts 254 characters and refuses 255', () => {
    const local = (n: number) => `${'a'.repeat(n)}@campus.edu`
    expect(EmailSchema.safeParse(local(254 - '@campus.edu'.length)).success).toBe(true)
    expect(EmailSchema.safeParse(local(255 - '@campus.edu'.length)).success).toBe(false)
  })

  it('says an e-mail is required when none is given', () => {
    expect(firstMessage(EmailSchema.safeParse(undefined))).toBe(AUTH_RULE_MESSAGES.emailRequired)
  })
})

describe('NewPasswordSchema (docs/product.md#password: 8+ characters, lowercase, uppercase, number)', () => {
  it.each(['Abcdefg1', 'Grilled-Tofu-42', `Aa1${'x'.repeat(197)}`])('accepts %j', (password) => {
    expect(NewPasswordSchema.safeParse(password).success).toBe(true)
  })

  it.each([
    ['', AUTH_RULE_MESSAGES.passwordRequired],
    ['Abcdef1', AUTH_RULE_MESSAGES.passwordTooShort],
    ['ABCDEFG1', AUTH_RULE_MESSAGES.passwordLowercase],
    ['abcdefg1', AUTH_RULE_MESSAGES.passwordUppercase],
    ['Abcdefgh', AUTH_RULE_MESSAGES.passwordNumber],
    [`Aa1${'x'.repeat(198)}`, 'Password must be at most 200 characters'],
  ])('refuses %j with %j', (password, message) => {
    expect(firstMessage(NewPasswordSchema.safeParse(password))).toBe(message)
  })

  it('says a password is required when none is given', () => {
    expect(firstMessage(NewPasswordSchema.safeParse(undefined))).toBe(AUTH_RULE_MESSAGES.passwordRequired)
  })
})

describe('LoginRequestSchema (docs/product.md#login-fields: email and password required)', () => {
  it('accepts any non-empty password (old accounts may predate the rules)', () => {
    expect(LoginRequestSchema.parse({ email: 'Ada@Campus.edu', password: 'x' })).toEqual({
      email: 'ada@campus.edu',
      password: 'x',
    })
  })

  it.each([
    [{ email: 'ada@campus.edu' }, AUTH_RULE_MESSAGES.passwordRequired],
    [{ email: 'ada@campus.edu', password: '' }, AUTH_RULE_MESSAGES.passwordRequired],
    [{ password: 'x' }, AUTH_RULE_MESSAGES.emailRequired],
    [{ email: 'ada@campus.edu', password: 'x'.repeat(201) }, AUTH_RULE_MESSAGES.invalidCredentials],
  ])('refuses %j with %j', (input, message) => {
    expect(firstMessage(LoginRequestSchema.safeParse(input))).toBe(message)
  })
})

describe('RegisterRequestSchema (docs/product.md#registration-fields)', () => {
  const valid = { first_name: ' Ada ', last_name: 'Lovelace', email: 'ADA@campus.edu', password: 'Grilled-Tofu-42' }

  it('trims names and lower-cases the e-mail', () => {
    expect(RegisterRequestSchema.parse(valid)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@campus.edu',
      password: 'Grilled-Tofu-42',
    })
  })

  it.each([
    ['first_name', '', AUTH_RULE_MESSAGES.firstNameRequired],
    ['first_name', '   ', AUTH_RULE_MESSAGES.firstNameRequired],
    ['first_name', undefined, AUTH_RULE_MESSAGES.firstNameRequired],
    ['last_name', '', AUTH_RULE_MESSAGES.lastNameRequired],
    ['last_name', undefined, AUTH_RULE_MESSAGES.lastNameRequired],
    ['first_name', 'A'.repeat(51), 'Must be at most 50 characters'],
    ['email', 'ada@campus', AUTH_RULE_MESSAGES.emailInvalid],
    ['password', 'short1A', AUTH_RULE_MESSAGES.passwordTooShort],
  ])('refuses %s = %j with %j', (field, value, message) => {
    const result = RegisterRequestSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
    expect(firstMessage(result)).toBe(message)
  })

  it('accepts a one-letter first name and a "First Last" profile name of exactly 50 characters', () => {
    expect(RegisterRequestSchema.safeParse({ ...valid, first_name: 'A', last_name: 'B'.repeat(48) }).success).toBe(true)
  })

  it.each([
    ['A', 'B'.repeat(49)],
    ['A'.repeat(25), 'B'.repeat(25)],
    ['A'.repeat(50), 'B'.repeat(50)],
  ])('refuses %j %j: docs/product.md#name applies to the profile name it makes', (first_name, last_name) => {
    const result = RegisterRequestSchema.safeParse({ ...valid, first_name, last_name })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['last_name'], message: 'Name must be less than 50 characters' }),
    ])
  })
})

describe('ProfileNameSchema (docs/product.md#name)', () => {
  it.each([
    ['', 'Name cannot be empty'],
    ['   ', 'Name cannot be empty'],
    [' A ', 'Name must be at least 2 characters'],
    ['A'.repeat(51), 'Name must be less than 50 characters'],
    [undefined, 'Name cannot be empty'],
  ])('refuses %j with %j', (input, message) => {
    expect(firstMessage(ProfileNameSchema.safeParse(input))).toBe(message)
  })

  it.each([
    ['Al', 'Al'],
    ['  Ada Lovelace ', 'Ada Lovelace'],
    ['A'.repeat(50), 'A'.repeat(50)],
    ['Ada\u202e ecalevoL', 'Ada ecalevoL'],
    ['\u2067Ada\u2069 Lovelace', 'Ada Lovelace'],
    ['Ada\u001b[31m Lovelace\t', 'Ada [31m Lovelace'],
  ])('accepts %j as %j', (input, output) => {
    expect(ProfileNameSchema.parse(input)).toBe(output)
  })

  it('counts the length without the characters it drops', () => {
    expect(firstMessage(ProfileNameSchema.safeParse('A\u202e\u202e'))).toBe('Name must be at least 2 characters')
    expect(ProfileNameSchema.parse(`${'A'.repeat(50)}\u202e`)).toBe('A'.repeat(50))
  })
})

describe('forgot, reset and exchange requests', () => {
  it('forgot-password takes an e-mail', () => {
    expect(ForgotPasswordRequestSchema.parse({ email: ' Ada@Campus.edu' })).toEqual({ email: 'ada@campus.edu' })
    expect(ForgotPasswordRequestSchema.safeParse({}).success).toBe(false)
  })

  it.each([
    ['a'.repeat(15), false],
    ['a'.repeat(16), true],
    ['a'.repeat(43), true],
    ['a'.repeat(200), true],
    ['a'.repeat(201), false],
  ])('reset-password takes a token of 16-200 characters (%#)', (token, ok) => {
    const result = ResetPasswordRequestSchema.safeParse({ token, new_password: 'Grilled-Tofu-42' })
    expect(result.success).toBe(ok)
    if (!ok) expect(firstMessage(result)).toBe(AUTH_RULE_MESSAGES.resetLinkInvalid)
  })

  it('reset-password applies the new-password rules to new_password', () => {
    const result = ResetPasswordRequestSchema.safeParse({ token: 'a'.repeat(43), new_password: 'abcdefg1' })
    expect(result.error?.issues[0]?.path).toEqual(['new_password'])
    expect(firstMessage(result)).toBe(AUTH_RULE_MESSAGES.passwordUppercase)
  })

  it.each([
    [undefined, false],
    [1234567890123456, false],
    ['a'.repeat(15), false],
    ['a'.repeat(43), true],
  ])('exchange-token takes a token string (%#)', (token, ok) => {
    const result = ExchangeTokenRequestSchema.safeParse({ token })
    expect(result.success).toBe(ok)
    if (!ok) expect(firstMessage(result)).toBe(AUTH_RULE_MESSAGES.exchangeTokenInvalid)
  })
})

describe('answers and codes', () => {
  it('AuthOkSchema is {ok: true} with an optional detail', () => {
    expect(AuthOkSchema.parse({ ok: true })).toEqual({ ok: true })
    expect(AuthOkSchema.parse({ ok: true, detail: 'Sent' })).toEqual({ ok: true, detail: 'Sent' })
    expect(AuthOkSchema.safeParse({ ok: false }).success).toBe(false)
  })

  it('lists the callback error codes the server uses', () => {
    expect(AUTH_CALLBACK_ERRORS).toEqual([
      'google_not_configured',
      'google_failed',
      'google_denied',
      'google_email_unverified',
      'invalid_state',
      'sso_not_configured',
      'sso_failed',
      'sso_denied',
      'sso_email_unverified',
    ])
  })

  it('keeps the product’s wording for the messages docs/product.md gives', () => {
    expect(AUTH_RULE_MESSAGES).toMatchObject({
      emailInvalid: 'Email is invalid',
      passwordTooShort: 'Password must be at least 8 characters long',
      passwordLowercase: 'Password must contain at least one lowercase letter',
      passwordUppercase: 'Password must contain at least one uppercase letter',
      passwordNumber: 'Password must contain at least one number',
      passwordsDoNotMatch: 'Passwords do not match',
      termsRequired: 'You must agree to the terms and conditions',
      resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
      notAuthenticated: 'Not authenticated',
      sessionExpired: 'Session expired',
      loginFailed: 'Login failed',
      registrationFailed: 'Registration failed',
    })
  })
})

describe('LinkAccountRequestSchema', () => {
  it('takes a token and a password, and refuses a missing password with its message', () => {
    expect(LinkAccountRequestSchema.parse({ token: 'x'.repeat(43), password: 'Grilled-Tofu-42' })).toEqual({
      token: 'x'.repeat(43),
      password: 'Grilled-Tofu-42',
    })
    const missing = LinkAccountRequestSchema.safeParse({ token: 'x'.repeat(43), password: '' })
    expect(missing.error?.issues[0]?.message).toBe(AUTH_RULE_MESSAGES.passwordRequired)
  })
})
