import { describe, expect, it } from 'vitest'
import { EMPTY_REGISTER_FORM, RegisterFormSchema } from './register-form'
import { ResetPasswordFormSchema } from './reset-password-form'

const valid = {
  first_name: ' Sam ',
  last_name: 'Rivera',
  email: ' Sam@Example.EDU ',
  password: 'Plates4all',
  confirm_password: 'Plates4all',
  has_agreed_to_terms: true,
}

/** The first message per field, as the form shows it. */
function messagesFor(input: unknown): Record<string, string> {
  const result = RegisterFormSchema.safeParse(input)
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message
  return messages
}

describe('RegisterFormSchema (docs/product.md#registration-fields)', () => {
  it('outputs the register request body, trimmed and with the e-mail lower-cased', () => {
    expect(RegisterFormSchema.parse(valid)).toEqual({
      first_name: 'Sam',
      last_name: 'Rivera',
      email: 'sam@example.edu',
      password: 'Plates4all',
    })
  })

  it('gives every required-field message for an empty form', () => {
    expect(messagesFor(EMPTY_REGISTER_FORM)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirm_password: 'Please confirm your password',
      has_agreed_to_terms: 'You must agree to the terms and conditions',
    })
  })

  it.each([
    [{ email: 'sam@' }, 'email', 'Email is invalid'],
    [{ password: 'Short1', confirm_password: 'Short1' }, 'password', 'Password must be at least 8 characters long'],
    [
      { password: 'PLATES4ALL', confirm_password: 'PLATES4ALL' },
      'password',
      'Password must contain at least one lowercase letter',
    ],
    [
      { password: 'plates4all', confirm_password: 'plates4all' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      { password: 'Platesforall', confirm_password: 'Platesforall' },
      'password',
      'Password must contain at least one number',
    ],
    [{ confirm_password: 'Plates4al1' }, 'confirm_password', 'Passwords do not match'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messagesFor({ ...valid, ...change })[field]).toBe(message)
  })
})

describe('ResetPasswordFormSchema (docs/product.md#reset-fields)', () => {
  it('outputs the new password', () => {
    expect(ResetPasswordFormSchema.parse({ new_password: 'Plates4all', confirm_password: 'Plates4all' })).toEqual({
      new_password: 'Plates4all',
    })
  })

  it('says "at least 8 characters long" and "Passwords do not match"', () => {
    const short = ResetPasswordFormSchema.safeParse({ new_password: 'Ab1', confirm_password: 'Ab1' })
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters long')
    const mismatch = ResetPasswordFormSchema.safeParse({ new_password: 'Plates4all', confirm_password: 'Plates4alL' })
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['Passwords do not match'])
  })
})
