import { describe, expect, it } from 'vitest'
import { ProfileNameSchema } from '../schemas/auth'
import { fitProfileName } from './profile-name'

describe('fitProfileName (docs/product.md#name for names given by Google)', () => {
  it.each([
    ['Ada Lovelace', 'ada', 'Ada Lovelace'],
    ['  Ada \t\n Lovelace  ', 'ada', 'Ada Lovelace'],
    ['Ada\u0000Lovelace', 'ada', 'Ada Lovelace'],
    [undefined, 'ada.lovelace', 'ada.lovelace'],
    ['', 'ada.lovelace', 'ada.lovelace'],
    ['A', 'ada.lovelace', 'ada.lovelace'],
    ['A', 'x', 'User'],
    [undefined, '', 'User'],
    // 51 characters: cut back to the last word that fits.
    [`Maria ${'Antonia '.repeat(5)}de la Santisima Trinidad`, 'm', 'Maria Antonia Antonia Antonia Antonia Antonia de'],
    // No space in the second half: a hard cut at 50.
    ['B'.repeat(80), 'b', 'B'.repeat(50)],
  ])('makes %j (fallback %j) into %j', (raw, fallback, expected) => {
    expect(fitProfileName(raw, fallback)).toBe(expected)
  })

  it('never cuts an emoji in half', () => {
    expect(fitProfileName(`a${'😀'.repeat(60)}`, 'x')).toBe(`a${'😀'.repeat(24)}`)
  })

  it.each(['x'.repeat(200), `${'word '.repeat(30)}`, ' \u0000 ', 'Ω', `${'a '.repeat(40)}`])(
    'always answers a name the schema accepts (%j)',
    (raw) => {
      const name = fitProfileName(raw, 'ab')
      expect(ProfileNameSchema.parse(name)).toBe(name)
    },
  )
})
