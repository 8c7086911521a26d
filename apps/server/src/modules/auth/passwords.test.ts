import { AUTH_RULE_MESSAGES, NewPasswordSchema } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { hashPassword, isCommonPassword, preloadCommonPasswords, verifyPassword } from './passwords'

describe('the common-password list', () => {
  it('is loaded from the shipped data file, comments left out', () => {
    expect(preloadCommonPasswords()).toBeGreaterThan(5000)
    expect(isCommonPassword('# Common passwords that registration and password reset refuse')).toBe(false)
  })

  it.each(['password1', 'Password1', 'PASSWORD1', 'Qwerty123', 'Passw0rd', 'Trustno1x'.slice(0, 8)])(
    'contains %s, compared without letter case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true)
    },
  )

  it.each(['Grilled-Tofu-42', 'CampusPlate2025!x', 'xkcd-Horse-Battery-9'])('does not contain %s', (password) => {
    expect(isCommonPassword(password)).toBe(false)
  })

  it('catches passwords that pass every product rule, which is why it exists', () => {
    expect(NewPasswordSchema.safeParse('Password1').success).toBe(true)
    expect(isCommonPassword('Password1')).toBe(true)
    expect(AUTH_RULE_MESSAGES.passwordCommon).toMatch(/common/)
  })
})

describe('password hashes', () => {
  it('are argon2id with a salt of their own and verify only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Grilled-Tofu-42'), hashPassword('Grilled-Tofu-42')])
    expect(a).toMatch(/^\$argon2id\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword(a, 'Grilled-Tofu-42')).toBe(true)
    expect(await verifyPassword(a, 'grilled-tofu-42')).toBe(false)
  })

  it('verify nothing against a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'Grilled-Tofu-42')).toBe(false)
    expect(await verifyPassword('not-a-hash', 'Grilled-Tofu-42')).toBe(false)
  })
})
