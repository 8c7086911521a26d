import {
  BodyFatSchema,
  birthdayIssue,
  heightFeetIssue,
  heightInchesIssue,
  PROFILE_MESSAGES,
  type Profile,
  type ProfileUpdateInput,
  type Sex,
  totalHeightIssue,
  WeightGoalSchema,
  WeightSchema,
} from '@campusplate/shared'
import { z } from 'zod/mini'

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

export type ProfileCardUpdate = Required<
  Pick<ProfileUpdateInput, 'sex' | 'birthday' | 'height' | 'weight' | 'weight_goal' | 'body_fat_percent'>
>

function numberOf(text: string): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** The card's inputs (feet and inches, day/month/year) read with the shared rules into the shared update fields. */
export function profileFormSchema(today: string) {
  return z.pipe(
    z
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
      .check(
        z.superRefine((values, context) => {
          const issue = (path: keyof ProfileFormValues, message: string | null | undefined) => {
            if (message) context.addIssue({ code: 'custom', path: [path], message })
          }
          if (values.sex !== 'male' && values.sex !== 'female') issue('sex', PROFILE_MESSAGES.sexRequired)
          const birthday = birthdayIso(values)
          issue('year', birthday === null ? PROFILE_MESSAGES.birthdayIncomplete : birthdayIssue(birthday, today))
          const feet = numberOf(values.feet)
          const inches = numberOf(values.inches)
          const feetIssue = feet === null ? PROFILE_MESSAGES.heightFeet : heightFeetIssue(feet)
          const inchesIssue = inches === null ? PROFILE_MESSAGES.heightInches : heightInchesIssue(inches)
          issue('feet', feetIssue)
          issue('inches', inchesIssue)
          if (!feetIssue && !inchesIssue && feet !== null && inches !== null)
            issue('inches', totalHeightIssue(feet, inches))
          const rule = (
            field: 'weight' | 'weight_goal' | 'body_fat_percent',
            schema: z.ZodMiniType<number, number>,
          ) => {
            const result = schema.safeParse(numberOf(values[field]))
            issue(field, result.success ? null : result.error.issues[0]?.message)
          }
          rule('weight', WeightSchema)
          rule('weight_goal', WeightGoalSchema)
          rule('body_fat_percent', BodyFatSchema)
        }),
      ),
    z.transform(
      (values): ProfileCardUpdate => ({
        sex: values.sex as Sex,
        birthday: birthdayIso(values) ?? '',
        height: Math.round(Number(values.feet) * 12 + Number(values.inches)),
        weight: Number(values.weight),
        weight_goal: Number(values.weight_goal),
        body_fat_percent: Number(values.body_fat_percent),
      }),
    ),
  )
}

function birthdayIso({ day, month, year }: Pick<ProfileFormValues, 'day' | 'month' | 'year'>): string | null {
  if (!day || !month || !year) return null
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

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

/** docs/product.md#constants */
export function birthYears(today: string): number[] {
  const current = Number(today.slice(0, 4))
  return Array.from({ length: BIRTH_YEAR_LIST_LENGTH }, (_, index) => current - index)
}

export function formHeightInches(feet: string, inches: string): number | null {
  const f = numberOf(feet)
  const i = numberOf(inches)
  return f === null || i === null ? null : f * 12 + i
}

export { numberOf as formNumber }
