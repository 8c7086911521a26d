import { isValidIsoDate, type Profile, type Sex } from '@campusplate/shared'
import { z } from 'zod'

/**
 * Spec §5 "Profile save" messages. The form's inputs differ from the stored profile (feet and
 * inches, day/month/year), so the form keeps this minimal schema that outputs the stored fields.
 */
export const PROFILE_FORM_MESSAGES = {
  sex: 'Please select your sex (Male or Female)',
  birthdayIncomplete: 'Please provide complete birthday (day, month, and year)',
  birthdayInvalid: 'Please provide a valid date',
  minimumAge: 'You must be at least 13 years old',
  feet: 'Height must be between 3-8 feet',
  inches: 'Inches must be between 0-11',
  inchesStep: 'Inches must be in 0.5 inch increments',
  totalHeight: 'Total height must be between 3-8 feet',
  weight: 'Weight must be between 50-500 lbs',
  weightDecimals: 'Weight can have at most 1 decimal place',
  weightGoal: 'Weight goal must be between 50-500 lbs',
  weightGoalDecimals: 'Weight goal can have at most 1 decimal place',
  bodyFat: 'Body fat must be between 1-60%',
  bodyFatDecimals: 'Body fat can have at most 1 decimal place',
  fixAll: 'Please fix all errors below before saving',
} as const

export const MINIMUM_AGE_YEARS = 13
export const BIRTH_YEAR_LIST_LENGTH = 100

export interface ProfileFormValues {
  sex: string
  day: string
  month: string
  year: string
  feet: string
  inches: string
  weight: string
  weight_goal: string
  body_fat_percent: string
}

export type ProfileCardUpdate = Pick<
  Profile,
  'sex' | 'birthday' | 'height' | 'weight' | 'weight_goal' | 'body_fat_percent'
>

const hasAtMostOneDecimal = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9

function ageOnDay(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

function numberOf(text: string): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** The profile card's form schema for the campus day `today` (YYYY-MM-DD). */
export function profileFormSchema(today: string) {
  const currentYear = Number(today.slice(0, 4))
  return z
    .object({
      sex: z.string(),
      day: z.string(),
      month: z.string(),
      year: z.string(),
      feet: z.string(),
      inches: z.string(),
      weight: z.string(),
      weight_goal: z.string(),
      body_fat_percent: z.string(),
    })
    .superRefine((values, context) => {
      const issue = (path: keyof ProfileFormValues, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message })
      if (values.sex !== 'male' && values.sex !== 'female') issue('sex', PROFILE_FORM_MESSAGES.sex)
      if (!values.day || !values.month || !values.year) issue('year', PROFILE_FORM_MESSAGES.birthdayIncomplete)
      else {
        const iso = birthdayIso(values)
        const year = Number(values.year)
        if (!iso || !isValidIsoDate(iso) || year < 1900 || year > currentYear)
          issue('year', PROFILE_FORM_MESSAGES.birthdayInvalid)
        else if (ageOnDay(iso, today) < MINIMUM_AGE_YEARS) issue('year', PROFILE_FORM_MESSAGES.minimumAge)
      }
      const feet = numberOf(values.feet)
      const inches = numberOf(values.inches)
      if (feet === null || !Number.isInteger(feet) || feet < 3 || feet > 8) issue('feet', PROFILE_FORM_MESSAGES.feet)
      if (inches === null || inches < 0 || inches >= 12) issue('inches', PROFILE_FORM_MESSAGES.inches)
      else if (!Number.isInteger(inches * 2)) issue('inches', PROFILE_FORM_MESSAGES.inchesStep)
      else if (feet !== null && Number.isInteger(feet) && feet >= 3 && feet <= 8) {
        const total = feet * 12 + inches
        if (total < 36 || total > 96) issue('inches', PROFILE_FORM_MESSAGES.totalHeight)
      }
      const weightRule = (field: 'weight' | 'weight_goal', range: string, decimals: string) => {
        const value = numberOf(values[field])
        if (value === null || value < 50 || value > 500) issue(field, range)
        else if (!hasAtMostOneDecimal(value)) issue(field, decimals)
      }
      weightRule('weight', PROFILE_FORM_MESSAGES.weight, PROFILE_FORM_MESSAGES.weightDecimals)
      weightRule('weight_goal', PROFILE_FORM_MESSAGES.weightGoal, PROFILE_FORM_MESSAGES.weightGoalDecimals)
      const bodyFat = numberOf(values.body_fat_percent)
      if (bodyFat === null || bodyFat < 1 || bodyFat > 60) issue('body_fat_percent', PROFILE_FORM_MESSAGES.bodyFat)
      else if (!hasAtMostOneDecimal(bodyFat)) issue('body_fat_percent', PROFILE_FORM_MESSAGES.bodyFatDecimals)
    })
    .transform(
      (values): ProfileCardUpdate => ({
        sex: values.sex as Sex,
        birthday: birthdayIso(values),
        height: Math.round(Number(values.feet) * 12 + Number(values.inches)),
        weight: Number(values.weight),
        weight_goal: Number(values.weight_goal),
        body_fat_percent: Number(values.body_fat_percent),
      }),
    )
}

function birthdayIso({ day, month, year }: Pick<ProfileFormValues, 'day' | 'month' | 'year'>): string | null {
  if (!day || !month || !year) return null
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** The form's inputs from a saved profile (empty strings for what is unset). */
export function profileFormValues(profile: Profile): ProfileFormValues {
  const [year = '', month = '', day = ''] = profile.birthday?.split('-') ?? []
  const height = profile.height
  const text = (value: number | null) => (value === null ? '' : String(value))
  return {
    sex: profile.sex ?? '',
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year,
    feet: height === null ? '' : String(Math.floor(height / 12)),
    inches: height === null ? '' : String(height % 12),
    weight: text(profile.weight),
    weight_goal: text(profile.weight_goal),
    body_fat_percent: text(profile.body_fat_percent),
  }
}

/** Spec §9: the year list holds 100 years, newest first. */
export function birthYears(today: string): number[] {
  const current = Number(today.slice(0, 4))
  return Array.from({ length: BIRTH_YEAR_LIST_LENGTH }, (_, index) => current - index)
}

/** Total inches from the form's feet and inches, or null while they are not numbers. */
export function formHeightInches(feet: string, inches: string): number | null {
  const f = numberOf(feet)
  const i = numberOf(inches)
  return f === null || i === null ? null : f * 12 + i
}

export { numberOf as formNumber }
