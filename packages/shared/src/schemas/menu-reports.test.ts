import { describe, expect, it } from 'vitest'
import { NUL_CHARACTER_MESSAGE } from './common'
import { MENU_REPORT_MESSAGES, MenuReportCreateSchema } from './menu-reports'

const firstMessage = (input: unknown) => {
  const parsed = MenuReportCreateSchema.safeParse(input)
  return parsed.success ? null : parsed.error.issues[0]?.message
}

describe('a menu report', () => {
  it.each(['allergen', 'nutrition', 'not_served'])('takes the kind %s', (kind) => {
    expect(MenuReportCreateSchema.parse({ food_id: 'i-1', kind })).toEqual({ food_id: 'i-1', kind })
  })

  it('trims the note and reads a blank one as none', () => {
    expect(MenuReportCreateSchema.parse({ food_id: ' i-1 ', kind: 'allergen', note: '  has nuts ' })).toEqual({
      food_id: 'i-1',
      kind: 'allergen',
      note: 'has nuts',
    })
    expect(MenuReportCreateSchema.parse({ food_id: 'i-1', kind: 'allergen', note: '   ' }).note).toBeUndefined()
  })

  it.each([
    [{ food_id: 'i-1', kind: 'allergen', note: 'x'.repeat(500) }, null],
    [{ food_id: 'i-1', kind: 'allergen', note: 'x'.repeat(501) }, MENU_REPORT_MESSAGES.noteTooLong],
    [{ food_id: 'i-1', kind: 'price' }, MENU_REPORT_MESSAGES.kindRequired],
    [{ food_id: 'i-1' }, MENU_REPORT_MESSAGES.kindRequired],
    [{ food_id: '', kind: 'allergen' }, MENU_REPORT_MESSAGES.itemNotFound],
    [{ food_id: 'x'.repeat(201), kind: 'allergen' }, MENU_REPORT_MESSAGES.itemNotFound],
    [{ food_id: 'i-1', kind: 'allergen', note: 'a\u0000b' }, NUL_CHARACTER_MESSAGE],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message)
  })
})
