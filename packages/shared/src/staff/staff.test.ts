import { describe, expect, it } from 'vitest'
import { CORRECTION_FIELD_LABELS, MENU_REPORT_ANSWER_LABELS } from '../domain/menu-answers'
import { MENU_REPORT_STATUSES } from '../schemas/menu-reports'
import { CORRECTION_FIELDS } from '../schemas/menus'
import {
  CORRECTION_MESSAGES,
  CorrectionCreateSchema,
  MENU_REPORT_REPLY_MAX,
  MENU_REPORT_STATUS_LABELS,
  STAFF_AUDIT_ACTION_LABELS,
  STAFF_AUDIT_ACTIONS,
  STAFF_REPORT_MESSAGES,
  StaffReportsQuerySchema,
  StaffReportUpdateSchema,
} from './index'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('report statuses', () => {
  it('are new, in progress, fixed and won’t fix, each with a label for staff and an answer for the reporter', () => {
    expect(MENU_REPORT_STATUSES).toEqual(['new', 'in_progress', 'fixed', 'wont_fix'])
    expect(Object.keys(MENU_REPORT_STATUS_LABELS)).toEqual([...MENU_REPORT_STATUSES])
    expect(Object.keys(MENU_REPORT_ANSWER_LABELS)).toEqual([...MENU_REPORT_STATUSES])
    expect(MENU_REPORT_ANSWER_LABELS.fixed).toBe('Fixed — thank you')
  })
})

describe('StaffReportUpdateSchema', () => {
  it('takes a status, a trimmed reply, or both', () => {
    expect(StaffReportUpdateSchema.parse({ status: 'fixed', reply: '  Fixed ' })).toEqual({
      status: 'fixed',
      reply: 'Fixed',
    })
    expect(StaffReportUpdateSchema.parse({ reply: 'On it' })).toEqual({ reply: 'On it' })
  })

  it('refuses nothing to change, an unknown status and a reply over the limit', () => {
    expect(messagesOf(StaffReportUpdateSchema.safeParse({}))).toEqual([STAFF_REPORT_MESSAGES.nothingToChange])
    expect(messagesOf(StaffReportUpdateSchema.safeParse({ reply: '   ' }))).toEqual([
      STAFF_REPORT_MESSAGES.nothingToChange,
    ])
    expect(messagesOf(StaffReportUpdateSchema.safeParse({ status: 'closed' }))).toContain(
      STAFF_REPORT_MESSAGES.statusUnknown,
    )
    expect(messagesOf(StaffReportUpdateSchema.safeParse({ reply: 'x'.repeat(MENU_REPORT_REPLY_MAX + 1) }))).toContain(
      STAFF_REPORT_MESSAGES.replyTooLong,
    )
    expect(StaffReportUpdateSchema.safeParse({ reply: 'x'.repeat(MENU_REPORT_REPLY_MAX) }).success).toBe(true)
  })

  it('filters the inbox by a known status only', () => {
    expect(StaffReportsQuerySchema.parse({ status: 'wont_fix', hall: ' North ' })).toEqual({
      status: 'wont_fix',
      hall: 'North',
    })
    expect(StaffReportsQuerySchema.safeParse({ status: 'open' }).success).toBe(false)
  })
})

describe('CorrectionCreateSchema', () => {
  const base = { food_id: 'salmon', scope: 'dish' }

  it('takes any of the correctable fields, nutrients key by key', () => {
    const parsed = CorrectionCreateSchema.parse({
      ...base,
      changes: {
        nutrients: { calories: 455 },
        allergens: ['fish', 'sesame'],
        may_contain: [],
        labels: [' vegan '],
        ingredients: ['Salmon'],
        portion_size: ' 6 oz ',
      },
    })
    expect(parsed.changes).toEqual({
      nutrients: { calories: 455 },
      allergens: ['fish', 'sesame'],
      may_contain: [],
      labels: ['vegan'],
      ingredients: ['Salmon'],
      portion_size: '6 oz',
    })
    expect(Object.keys(CORRECTION_FIELD_LABELS)).toEqual([...CORRECTION_FIELDS])
  })

  it('refuses no change, an unknown field, nutrient, allergen or scope, a negative value and blank entries', () => {
    const refused = (changes: unknown, scope = 'dish') =>
      CorrectionCreateSchema.safeParse({ ...base, scope, changes }).success
    expect(messagesOf(CorrectionCreateSchema.safeParse({ ...base, changes: {} }))).toContain(
      CORRECTION_MESSAGES.nothingToChange,
    )
    expect(refused({ nutrients: {} })).toBe(false)
    expect(refused({ colour: 'red' })).toBe(false)
    expect(refused({ nutrients: { kcal: 1 } })).toBe(false)
    expect(refused({ nutrients: { calories: -1 } })).toBe(false)
    expect(refused({ allergens: ['gluten'] })).toBe(false)
    expect(refused({ labels: [''] })).toBe(false)
    expect(refused({ portion_size: 'x'.repeat(201) })).toBe(false)
    expect(refused({ portion_size: '1 bowl' }, 'week')).toBe(false)
    expect(refused({ portion_size: '1 bowl' }, 'serving')).toBe(true)
  })
})

describe('the audit log', () => {
  it('names every action in words', () => {
    expect(STAFF_AUDIT_ACTIONS).toEqual(['report_reply', 'report_status', 'correction', 'correction_undo', 'sync'])
    expect(Object.keys(STAFF_AUDIT_ACTION_LABELS)).toEqual([...STAFF_AUDIT_ACTIONS])
  })
})
