import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { energyTarget } from '../domain/energy-target'
import {
  birthdayIssue,
  EnergyTargetResponseSchema,
  heightFeetIssue,
  heightInchesIssue,
  PROFILE_MESSAGES,
  ProfileUpdateSchema,
  ratiosTotalIssue,
  STORED_IMAGE_URL_MESSAGE,
  totalHeightIssue,
  WEIGHT_LOG_MESSAGES,
  WeightLogCreateSchema,
  WeightLogQuerySchema,
} from './profile'

// zod's own messages in English, as the server answers them (apps/server/src/app.ts).
z.config(z.locales.en())

function issueOf(body: unknown): { field: string; message: string } | null {
  const result = ProfileUpdateSchema.safeParse(body)
  if (result.success) return null
  const [issue] = result.error.issues
  return { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' }
}

const M = PROFILE_MESSAGES

describe('PUT /api/profile body: every bound of docs/product.md#profile-fields, inclusive and exclusive', () => {
  const cases: [string, unknown, string | null][] = [
    ['weight', 50, null],
    ['weight', 500, null],
    ['weight', 49.9, M.weightRange],
    ['weight', 500.1, M.weightRange],
    ['weight', 150.5, null],
    ['weight', 150.55, M.weightDecimals],
    ['weight', '150', M.weightRange],
    ['weight', null, M.weightRange],
    ['weight_goal', 50, null],
    ['weight_goal', 500, null],
    ['weight_goal', 49.9, M.weightGoalRange],
    ['weight_goal', 500.1, M.weightGoalRange],
    ['weight_goal', 140.25, M.weightGoalDecimals],
    ['body_fat_percent', 1, null],
    ['body_fat_percent', 60, null],
    ['body_fat_percent', 0.9, M.bodyFatRange],
    ['body_fat_percent', 60.1, M.bodyFatRange],
    ['body_fat_percent', 20.05, M.bodyFatDecimals],
    ['height', 36, null],
    ['height', 96, null],
    ['height', 35.9, M.heightTotal],
    ['height', 96.1, M.heightTotal],
    ['height', 'tall', M.heightTotal],
    ['sex', 'female', null],
    ['sex', 'other', M.sexRequired],
    ['sex', null, M.sexRequired],
    ['birthday', '2000-02-29', null],
    ['birthday', '1900-01-01', null],
    ['birthday', '1899-12-31', M.birthdayInvalid],
    ['birthday', '2001-02-29', M.birthdayInvalid],
    ['birthday', '2000-1-1', M.birthdayInvalid],
    ['birthday', 20000101, M.birthdayInvalid],
    ['protein_ratio', 10, null],
    ['protein_ratio', 50, null],
    ['protein_ratio', 9.9, M.proteinRange],
    ['protein_ratio', 50.1, M.proteinRange],
    ['carb_ratio', 5, null],
    ['carb_ratio', 70, null],
    ['carb_ratio', 4.9, M.carbsRange],
    ['carb_ratio', 70.1, M.carbsRange],
    ['fat_ratio', 5, null],
    ['fat_ratio', 70, null],
    ['fat_ratio', 4.9, M.fatRange],
    ['fat_ratio', 70.1, M.fatRange],
    ['weight_goal_custom_rate', 0.1, null],
    ['weight_goal_custom_rate', 10, null],
    ['weight_goal_custom_rate', 0.09, M.customRateRange],
    ['weight_goal_custom_rate', 10.1, M.customRateRange],
    ['weight_goal_custom_rate', -1, M.customRateRange],
    ['weight_goal_custom_rate', 1.25, M.customRateDecimals],
    ['allergy_notes', 'x'.repeat(1000), null],
    ['allergy_notes', 'x'.repeat(1001), M.allergyNotesTooLong],
    ['allergy_notes', 'pea\u0000nuts', 'Must not contain the NUL character (\\u0000)'],
    ['name', 'Al', null],
    ['name', '   ', 'Name cannot be empty'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'x'.repeat(51), 'Name must be less than 50 characters'],
    ['image', 'javascript:alert(1)', STORED_IMAGE_URL_MESSAGE],
    ['image', 'data:image/png;base64,iVBORw0KGgo=', STORED_IMAGE_URL_MESSAGE],
    ['image', 'data:image/svg+xml,%3Csvg%3E', STORED_IMAGE_URL_MESSAGE],
    ['image', '/static/../api/profile', STORED_IMAGE_URL_MESSAGE],
    ['image', 'http://example.com/a.png', STORED_IMAGE_URL_MESSAGE],
    ['image', `https://example.com/${'a'.repeat(2048)}`, STORED_IMAGE_URL_MESSAGE],
    ['image', '/static/images/0b6f3d2e-5a51-4f0e-9d1c-1c2b3a4d5e6f.webp', null],
    ['image', 'https://lh3.googleusercontent.com/a/photo=s96-c', null],
    ['image', null, null],
    ['hide_numbers', true, null],
    ['hide_numbers', 'yes', M.hideNumbers],
    [
      'activity_level',
      'sometimes',
      'Invalid option: expected one of "sedentary"|"light"|"moderate"|"high"|"extreme"|"very"',
    ],
  ]
  it.each(cases)('%s = %j → %s', (field, value, message) => {
    const issue = issueOf({ [field]: value })
    if (message === null) expect(issue).toBeNull()
    else expect(issue).toEqual({ field, message })
  })

  it('takes any subset, including none', () => {
    expect(ProfileUpdateSchema.parse({})).toEqual({})
    expect(ProfileUpdateSchema.parse({ weight: 150 })).toEqual({ weight: 150 })
  })

  it('stores aliases canonically, lists once each, and the height as whole inches', () => {
    expect(
      ProfileUpdateSchema.parse({
        activity_level: 'very',
        diet_type: 'ketogenic',
        allergens: ['dairy', 'milk', 'tree nuts'],
        meal_preference: ['Low Sodium', 'Low Sodium'],
        height: 70.5,
      }),
    ).toEqual({
      activity_level: 'high',
      diet_type: 'keto',
      allergens: ['milk', 'tree_nuts'],
      meal_preference: ['Low Sodium'],
      height: 71,
    })
  })

  it('refuses fields that are not profile fields, naming them', () => {
    expect(issueOf({ weight: 150, email: 'a@b.test', role: 'staff' })).toEqual({
      field: '',
      message: `${M.unknownFields}: email, role`,
    })
  })

  it('stores an https image URL in its normal form', () => {
    expect(ProfileUpdateSchema.parse({ image: 'HTTPS://LH3.googleusercontent.com/a' })).toEqual({
      image: 'https://lh3.googleusercontent.com/a',
    })
  })

  it.each([
    [{ protein_ratio: 30, carb_ratio: 50, fat_ratio: 20 }, null],
    [{ protein_ratio: 50, carb_ratio: 70, fat_ratio: 20 }, M.ratiosTotal],
    [{ protein_ratio: 50, carb_ratio: 70, fat_ratio: null }, null],
    [{ protein_ratio: 50 }, null],
  ])('ratiosTotalIssue(%j) is %s', (ratios, issue) => {
    expect(ratiosTotalIssue(ratios)).toBe(issue)
  })

  it('requires the three ratios to add up to 100 only when all three are sent', () => {
    expect(issueOf({ protein_ratio: 30, carb_ratio: 50, fat_ratio: 20 })).toBeNull()
    expect(issueOf({ protein_ratio: 33.3, carb_ratio: 33.3, fat_ratio: 33.4 })).toBeNull()
    expect(issueOf({ protein_ratio: 30, carb_ratio: 50, fat_ratio: 21 })).toEqual({
      field: 'protein_ratio',
      message: M.ratiosTotal,
    })
    expect(issueOf({ protein_ratio: 30, carb_ratio: 50 })).toBeNull()
  })
})

describe('the checks that need the campus day', () => {
  const today = '2026-11-24'
  it.each([
    ['2013-11-24', null],
    ['2013-11-25', M.birthdayTooYoung],
    ['2026-01-01', M.birthdayTooYoung],
    ['2027-01-01', M.birthdayInvalid],
    ['1900-01-01', null],
    ['1899-12-31', M.birthdayInvalid],
    ['2000-02-30', M.birthdayInvalid],
  ])('birthday %s → %s', (birthday, message) => {
    expect(birthdayIssue(birthday, today)).toBe(message)
  })

  it.each([
    [3, null],
    [8, null],
    [2, M.heightFeet],
    [9, M.heightFeet],
    [5.5, M.heightFeet],
  ])('feet %s → %s', (feet, message) => expect(heightFeetIssue(feet)).toBe(message))

  it.each([
    [0, null],
    [11.5, null],
    [12, M.heightInches],
    [-0.5, M.heightInches],
    [5.25, M.heightInchesStep],
  ])('inches %s → %s', (inches, message) => expect(heightInchesIssue(inches)).toBe(message))

  it.each([
    [3, 0, null],
    [8, 0, null],
    [8, 0.5, M.heightTotal],
  ])('%s ft %s in → %s', (feet, inches, message) => expect(totalHeightIssue(feet, inches)).toBe(message))
})

describe('weight log schemas', () => {
  it('checks the weight like the profile', () => {
    expect(WeightLogCreateSchema.safeParse({ weight: 50 }).success).toBe(true)
    expect(WeightLogCreateSchema.safeParse({ weight: 49.9 }).error?.issues[0]?.message).toBe(M.weightRange)
    expect(WeightLogCreateSchema.safeParse({ weight: 150.25 }).error?.issues[0]?.message).toBe(M.weightDecimals)
  })

  it.each([
    ['2026-01-01', '2026-01-01', null],
    ['2025-01-01', '2026-01-01', null],
    ['2024-01-01', '2024-12-31', null],
    ['2024-01-01', '2025-01-01', WEIGHT_LOG_MESSAGES.rangeTooLong],
    ['2026-01-02', '2026-01-01', WEIGHT_LOG_MESSAGES.startAfterEnd],
    ['2026-02-30', '2026-03-01', 'Use a real calendar date written YYYY-MM-DD'],
  ])('%s … %s → %s', (start_date, end_date, message) => {
    const result = WeightLogQuerySchema.safeParse({ start_date, end_date })
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message)
  })
})

describe('the energy target response', () => {
  it('describes what energyTarget() returns, complete or not', () => {
    const complete = energyTarget(
      { sex: 'female', birthday: '2000-01-01', height: 65, weight: 150, weight_goal: 140, weight_goal_rate: 'slow' },
      '2026-11-24',
    )
    expect(EnergyTargetResponseSchema.parse(complete)).toEqual(complete)
    const empty = energyTarget({}, '2026-11-24')
    expect(EnergyTargetResponseSchema.parse(empty)).toEqual(empty)
  })
})
