import { describe, expect, it } from 'vitest'
import { ConfirmPasswordRequestSchema, RECENT_PROOF_MAX_AGE_MS, RECENT_PROOF_MESSAGES } from '../domain/recent-proof'
import { ACCOUNT_MESSAGES, ChangePasswordRequestSchema, EmailChangeRequestSchema } from './account'

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message
}

describe('EmailChangeRequestSchema', () => {
  it.each([
    ['', ACCOUNT_MESSAGES.emailEmpty],
    ['   ', ACCOUNT_MESSAGES.emailEmpty],
    ['not-an-email', ACCOUNT_MESSAGES.emailInvalid],
    ['a@b', ACCOUNT_MESSAGES.emailInvalid],
    ['a b@c.de', ACCOUNT_MESSAGES.emailInvalid],
  ])('refuses %j with the product’s message', (email, message) => {
    expect(firstMessage(EmailChangeRequestSchema.safeParse({ email }))).toBe(message)
  })

  it('trims and lower-cases the address', () => {
    expect(EmailChangeRequestSchema.parse({ email: '  New@Example.EDU ' })).toEqual({ email: 'new@example.edu' })
  })
})

describe('ChangePasswordRequestSchema', () => {
  it.each([
    ['short1A', 'Password must be at least 8 characters long'],
    ['ALLUPPER1', 'Password must contain at least one lowercase letter'],
    ['alllower1', 'Password must contain at least one uppercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
  ])('refuses the new password %j with the product’s message', (new_password, message) => {
    expect(firstMessage(ChangePasswordRequestSchema.safeParse({ current_password: 'x', new_password }))).toBe(message)
  })

  it('accepts a request without current_password (an account that has none decides on the server)', () => {
    expect(ChangePasswordRequestSchema.safeParse({ new_password: 'Abcdefg1' }).success).toBe(true)
  })
})

describe('ConfirmPasswordRequestSchema and the recent-proof constants', () => {
  it('asks for a password when it is missing or empty, and keeps it as typed', () => {
    expect(firstMessage(ConfirmPasswordRequestSchema.safeParse({}))).toBe(RECENT_PROOF_MESSAGES.passwordRequired)
    expect(firstMessage(ConfirmPasswordRequestSchema.safeParse({ password: '' }))).toBe(
      RECENT_PROOF_MESSAGES.passwordRequired,
    )
    expect(ConfirmPasswordRequestSchema.parse({ password: ' Pa ss1 ' })).toEqual({ password: ' Pa ss1 ' })
  })

  it('gives a proof ten minutes and says what each kind of account must do', () => {
    expect(RECENT_PROOF_MAX_AGE_MS).toBe(600_000)
    expect(RECENT_PROOF_MESSAGES.passwordNeeded).toMatch(/password/)
    expect(RECENT_PROOF_MESSAGES.googleNeeded).toMatch(/Google/)
  })
})
