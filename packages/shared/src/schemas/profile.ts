import { z } from 'zod/mini'
import { CUSTOM_GOAL_RATE_MAX_LBS, CUSTOM_GOAL_RATE_MIN_LBS, MACRO_RATIO_LIMITS } from '../constants/energy'
import { ALLERGENS, MEAL_PREFERENCES, SENSITIVITIES } from '../constants/enums'
import { ageOn } from '../domain/bmr'
import { daysBetween, isValidIsoDate } from '../domain/dates'
import type { EnergyTarget } from '../domain/energy-target'
import { isAllowedImageUrl, PROFILE_IMAGE_URL_MAX_LENGTH, storableImageUrl } from '../domain/image-url'
import { hasAtMostOneDecimal } from '../domain/servings'
import { ProfileNameSchema } from './auth'
import { IsoDateSchema, textSchema } from './common'
import {
  ActivityLevelInputSchema,
  ActivityLevelSchema,
  AllergenInputSchema,
  AllergenSchema,
  CulturalPreferenceSchema,
  DietTypeInputSchema,
  DietTypeSchema,
  MealPreferenceSchema,
  SensitivitySchema,
  SexSchema,
  WeightGoalRateSchema,
  WeightGoalTypeSchema,
} from './enums'

export const IMAGE_URL_MESSAGE = 'Image must be a /static/ path, an https URL or a data image'

export const ImageUrlSchema = z.string().check(z.refine(isAllowedImageUrl, IMAGE_URL_MESSAGE))

export const STORED_IMAGE_URL_MESSAGE =
  'Image must be an uploaded photo (a /static/ path) or an https URL on an allowed image host'

/** Never a data image; the server also checks an https host against its allow-list. */
export const StoredImageUrlSchema = z.pipe(
  z.string({ error: STORED_IMAGE_URL_MESSAGE }).check(
    z.maxLength(PROFILE_IMAGE_URL_MAX_LENGTH, STORED_IMAGE_URL_MESSAGE),
    z.refine((url) => storableImageUrl(url) !== null, STORED_IMAGE_URL_MESSAGE),
  ),
  z.transform((url) => storableImageUrl(url)?.url ?? url),
)

/** docs/product.md#profile as `GET /api/profile` sends it; unset fields answer null (or [] for lists). */
export const ProfileSchema = z.object({
  name: z.string(),
  // A refused URL reads as no image rather than failing the whole profile; `.catch` does not apply when encoding.
  image: z.catch(z.nullable(ImageUrlSchema), null),
  sex: z.nullable(SexSchema),
  birthday: z.nullable(z.string()),
  height: z.nullable(z.number()),
  weight: z.nullable(z.number()),
  weight_goal: z.nullable(z.number()),
  body_fat_percent: z.nullable(z.number()),
  activity_level: z.nullable(ActivityLevelSchema),
  protein_ratio: z.nullable(z.number()),
  carb_ratio: z.nullable(z.number()),
  fat_ratio: z.nullable(z.number()),
  diet_type: z.nullable(DietTypeSchema),
  meal_preference: z.array(MealPreferenceSchema),
  cultural_preference: z.nullable(CulturalPreferenceSchema),
  allergens: z.array(AllergenSchema),
  food_sensitivities: z.array(SensitivitySchema),
  allergy_notes: z.nullable(z.string()),
  weight_goal_type: z.nullable(WeightGoalTypeSchema),
  weight_goal_rate: z.nullable(WeightGoalRateSchema),
  weight_goal_custom_rate: z.nullable(z.number()),
  /** "Hide numbers": screens show the plate and targets without calorie and gram figures. */
  hide_numbers: z.boolean(),
})
export type Profile = z.infer<typeof ProfileSchema>

export function blankProfile(name: string, image: string | null = null): Profile {
  return {
    name,
    image,
    sex: null,
    birthday: null,
    height: null,
    weight: null,
    weight_goal: null,
    body_fat_percent: null,
    activity_level: null,
    protein_ratio: null,
    carb_ratio: null,
    fat_ratio: null,
    diet_type: null,
    meal_preference: [],
    cultural_preference: null,
    allergens: [],
    food_sensitivities: [],
    allergy_notes: null,
    weight_goal_type: null,
    weight_goal_rate: null,
    weight_goal_custom_rate: null,
    hide_numbers: false,
  }
}

export const CurrentUserSchema = z.object({
  /** Local data is keyed by this, never by the e-mail, which can change hands; without it nothing is kept locally. */
  user_id: z.optional(z.string()),
  email: z.string(),
  profile: ProfileSchema,
  /** Present only for the dining team's accounts: a student's answer says nothing of roles. */
  staff: z.optional(z.literal(true)),
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>

/** docs/product.md#profile-fields */
export const PROFILE_LIMITS = {
  weightLbs: { min: 50, max: 500 },
  bodyFatPercent: { min: 1, max: 60 },
  heightInches: { min: 36, max: 96 },
  heightFeet: { min: 3, max: 8 },
  heightInchesPart: { min: 0, below: 12, step: 0.5 },
  birthYearMin: 1900,
  minAgeYears: 13,
  allergyNotesMaxLength: 1000,
} as const

/** Word for word from docs/product.md#profile-fields and #goal-rate. */
export const PROFILE_MESSAGES = {
  fixErrors: 'Please fix all errors below before saving',
  sexRequired: 'Please select your sex (Male or Female)',
  birthdayIncomplete: 'Please provide complete birthday (day, month, and year)',
  birthdayInvalid: 'Please provide a valid date',
  birthdayTooYoung: `You must be at least ${PROFILE_LIMITS.minAgeYears} years old`,
  heightFeet: 'Height must be between 3-8 feet',
  heightInches: 'Inches must be between 0-11',
  heightInchesStep: 'Inches must be in 0.5 inch increments',
  heightTotal: 'Total height must be between 3-8 feet',
  weightRange: 'Weight must be between 50-500 lbs',
  weightDecimals: 'Weight can have at most 1 decimal place',
  weightGoalRange: 'Weight goal must be between 50-500 lbs',
  weightGoalDecimals: 'Weight goal can have at most 1 decimal place',
  bodyFatRange: 'Body fat must be between 1-60%',
  bodyFatDecimals: 'Body fat can have at most 1 decimal place',
  customRateRange: `Custom rate must be between ${CUSTOM_GOAL_RATE_MIN_LBS}-${CUSTOM_GOAL_RATE_MAX_LBS} lbs per week`,
  customRateDecimals: 'Custom rate can have at most 1 decimal place',
  proteinRange: `Protein must be between ${MACRO_RATIO_LIMITS.protein.min}-${MACRO_RATIO_LIMITS.protein.max}%`,
  carbsRange: `Carbs must be between ${MACRO_RATIO_LIMITS.carbs.min}-${MACRO_RATIO_LIMITS.carbs.max}%`,
  fatRange: `Fat must be between ${MACRO_RATIO_LIMITS.fat.min}-${MACRO_RATIO_LIMITS.fat.max}%`,
  ratiosTotal: 'Protein, carbs and fat must add up to 100%',
  unknownFields: 'These are not profile fields',
  allergyNotesTooLong: `Allergy notes must be at most ${PROFILE_LIMITS.allergyNotesMaxLength} characters`,
  hideNumbers: 'Hide numbers must be true or false',
} as const

export function oneDecimalNumberSchema(min: number, max: number, rangeMessage: string, decimalsMessage: string) {
  return z
    .number({ error: rangeMessage })
    .check(z.minimum(min, rangeMessage), z.maximum(max, rangeMessage), z.refine(hasAtMostOneDecimal, decimalsMessage))
}

export const WeightSchema = oneDecimalNumberSchema(
  PROFILE_LIMITS.weightLbs.min,
  PROFILE_LIMITS.weightLbs.max,
  PROFILE_MESSAGES.weightRange,
  PROFILE_MESSAGES.weightDecimals,
)
export const WeightGoalSchema = oneDecimalNumberSchema(
  PROFILE_LIMITS.weightLbs.min,
  PROFILE_LIMITS.weightLbs.max,
  PROFILE_MESSAGES.weightGoalRange,
  PROFILE_MESSAGES.weightGoalDecimals,
)
export const BodyFatSchema = oneDecimalNumberSchema(
  PROFILE_LIMITS.bodyFatPercent.min,
  PROFILE_LIMITS.bodyFatPercent.max,
  PROFILE_MESSAGES.bodyFatRange,
  PROFILE_MESSAGES.bodyFatDecimals,
)
export const CustomGoalRateSchema = oneDecimalNumberSchema(
  CUSTOM_GOAL_RATE_MIN_LBS,
  CUSTOM_GOAL_RATE_MAX_LBS,
  PROFILE_MESSAGES.customRateRange,
  PROFILE_MESSAGES.customRateDecimals,
)

/** Stored as whole inches (docs/product.md#profile). */
export const HeightSchema = z.pipe(
  z
    .number({ error: PROFILE_MESSAGES.heightTotal })
    .check(
      z.minimum(PROFILE_LIMITS.heightInches.min, PROFILE_MESSAGES.heightTotal),
      z.maximum(PROFILE_LIMITS.heightInches.max, PROFILE_MESSAGES.heightTotal),
    ),
  z.transform((inches) => Math.round(inches)),
)

export function heightFeetIssue(feet: number): string | null {
  const { min, max } = PROFILE_LIMITS.heightFeet
  return Number.isInteger(feet) && feet >= min && feet <= max ? null : PROFILE_MESSAGES.heightFeet
}

export function heightInchesIssue(inches: number): string | null {
  const { min, below, step } = PROFILE_LIMITS.heightInchesPart
  if (!Number.isFinite(inches) || inches < min || inches >= below) return PROFILE_MESSAGES.heightInches
  return Number.isInteger(inches / step) ? null : PROFILE_MESSAGES.heightInchesStep
}

export function totalHeightIssue(feet: number, inches: number): string | null {
  const total = feet * 12 + inches
  const { min, max } = PROFILE_LIMITS.heightInches
  return total >= min && total <= max ? null : PROFILE_MESSAGES.heightTotal
}

/** docs/product.md#profile-fields: a real date from 1900 of someone at least 13 on `today` (the campus day). */
export function birthdayIssue(birthday: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || !isValidIsoDate(birthday)) return PROFILE_MESSAGES.birthdayInvalid
  const year = Number(birthday.slice(0, 4))
  if (year < PROFILE_LIMITS.birthYearMin || year > Number(today.slice(0, 4))) return PROFILE_MESSAGES.birthdayInvalid
  const age = ageOn(birthday, today)
  return age !== null && age >= PROFILE_LIMITS.minAgeYears ? null : PROFILE_MESSAGES.birthdayTooYoung
}

/** The checks that need today (not after this year, at least 13) are `birthdayIssue`, run by the server with the campus day. */
export const BirthdaySchema = textSchema(PROFILE_MESSAGES.birthdayInvalid).check(
  z.refine(
    (birthday) => birthdayIssue(birthday, '9999-12-31') !== PROFILE_MESSAGES.birthdayInvalid,
    PROFILE_MESSAGES.birthdayInvalid,
  ),
)

function ratioSchema(limits: { min: number; max: number }, message: string) {
  return z.number({ error: message }).check(z.minimum(limits.min, message), z.maximum(limits.max, message))
}
export const ProteinRatioSchema = ratioSchema(MACRO_RATIO_LIMITS.protein, PROFILE_MESSAGES.proteinRange)
export const CarbRatioSchema = ratioSchema(MACRO_RATIO_LIMITS.carbs, PROFILE_MESSAGES.carbsRange)
export const FatRatioSchema = ratioSchema(MACRO_RATIO_LIMITS.fat, PROFILE_MESSAGES.fatRange)

export function ratiosAddUpTo100(protein: number, carbs: number, fat: number): boolean {
  return Math.abs(protein + carbs + fat - 100) < 1e-6
}

export interface ProfileRatios {
  protein_ratio?: number | null
  carb_ratio?: number | null
  fat_ratio?: number | null
}

/** With fewer than three ratios set the defaults apply; the server merges the stored ratios with the ones sent. */
export function ratiosTotalIssue({ protein_ratio, carb_ratio, fat_ratio }: ProfileRatios): string | null {
  if (typeof protein_ratio !== 'number' || typeof carb_ratio !== 'number' || typeof fat_ratio !== 'number') return null
  return ratiosAddUpTo100(protein_ratio, carb_ratio, fat_ratio) ? null : PROFILE_MESSAGES.ratiosTotal
}

function uniqueList<T extends z.ZodMiniType<string, unknown>>(item: T, max: number) {
  return z.pipe(
    z.array(item).check(z.maxLength(max * 2)),
    z.transform((values) => [...new Set(values)] as z.output<T>[]),
  )
}

export const AllergyNotesSchema = textSchema().check(
  z.trim(),
  z.maxLength(PROFILE_LIMITS.allergyNotesMaxLength, PROFILE_MESSAGES.allergyNotesTooLong),
)

/** docs/product.md#calls, #validation: null clears an optional field; unknown fields are refused by name. */
export const ProfileUpdateSchema = z
  .partial(
    z.strictObject(
      {
        name: ProfileNameSchema,
        image: z.nullable(StoredImageUrlSchema),
        sex: z.enum(SexSchema.options, { error: PROFILE_MESSAGES.sexRequired }),
        birthday: BirthdaySchema,
        height: HeightSchema,
        weight: WeightSchema,
        weight_goal: WeightGoalSchema,
        body_fat_percent: BodyFatSchema,
        activity_level: z.nullable(ActivityLevelInputSchema),
        protein_ratio: z.nullable(ProteinRatioSchema),
        carb_ratio: z.nullable(CarbRatioSchema),
        fat_ratio: z.nullable(FatRatioSchema),
        diet_type: z.nullable(DietTypeInputSchema),
        meal_preference: uniqueList(MealPreferenceSchema, MEAL_PREFERENCES.length),
        cultural_preference: z.nullable(CulturalPreferenceSchema),
        allergens: uniqueList(AllergenInputSchema, ALLERGENS.length),
        food_sensitivities: uniqueList(SensitivitySchema, SENSITIVITIES.length),
        allergy_notes: z.nullable(AllergyNotesSchema),
        weight_goal_type: z.nullable(WeightGoalTypeSchema),
        weight_goal_rate: z.nullable(WeightGoalRateSchema),
        weight_goal_custom_rate: z.nullable(CustomGoalRateSchema),
        hide_numbers: z.boolean({ error: PROFILE_MESSAGES.hideNumbers }),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `${PROFILE_MESSAGES.unknownFields}: ${issue.keys.join(', ')}`
            : undefined,
      },
    ),
  )
  .check(
    z.refine((update) => ratiosTotalIssue(update) === null, {
      message: PROFILE_MESSAGES.ratiosTotal,
      path: ['protein_ratio'],
    }),
  )
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>

export const WeightLogCreateSchema = z.object({ weight: WeightSchema })
export type WeightLogCreate = z.infer<typeof WeightLogCreateSchema>

export const WEIGHT_LOG_MAX_RANGE_DAYS = 366

export const WEIGHT_LOG_MESSAGES = {
  startAfterEnd: 'start_date must not be after end_date',
  rangeTooLong: `The range can cover at most ${WEIGHT_LOG_MAX_RANGE_DAYS} days`,
} as const

function bothReal(q: { start_date: unknown; end_date: unknown }): boolean {
  return (
    typeof q.start_date === 'string' &&
    typeof q.end_date === 'string' &&
    isValidIsoDate(q.start_date) &&
    isValidIsoDate(q.end_date)
  )
}

export const WeightLogQuerySchema = z
  .object({ start_date: IsoDateSchema, end_date: IsoDateSchema })
  // Object checks run even when a date failed its own check: each guards against an unreal date.
  .check(
    z.refine((q) => !bothReal(q) || q.start_date <= q.end_date, {
      message: WEIGHT_LOG_MESSAGES.startAfterEnd,
      path: ['start_date'],
    }),
    z.refine(
      (q) =>
        !bothReal(q) || q.start_date > q.end_date || daysBetween(q.start_date, q.end_date) < WEIGHT_LOG_MAX_RANGE_DAYS,
      { message: WEIGHT_LOG_MESSAGES.rangeTooLong, path: ['end_date'] },
    ),
  )
export type WeightLogQuery = z.infer<typeof WeightLogQuerySchema>

/** Carries the goal weight the profile had when the weight was recorded. */
export const WeightLogEntrySchema = z.object({
  date: z.string(),
  weight: z.number(),
  goal_weight: z.nullable(z.number()),
})
export type WeightLogEntry = z.infer<typeof WeightLogEntrySchema>
export const WeightLogListSchema = z.array(WeightLogEntrySchema)

const MacroGramsSchema = z.object({ protein: z.number(), carbs: z.number(), fat: z.number() })

export const EnergyTargetResponseSchema = z.object({
  energy_target: z.nullable(z.number()),
  bmr: z.nullable(z.number()),
  maintenance: z.nullable(z.number()),
  activity_level: ActivityLevelSchema,
  activity_multiplier: z.number(),
  goal_direction: WeightGoalTypeSchema,
  goal_adjustment: z.number(),
  floor_applied: z.boolean(),
  floor_kcal: z.number(),
  under_18_no_deficit: z.boolean(),
  age: z.nullable(z.number()),
  sex: SexSchema,
  macro_ratios: MacroGramsSchema,
  macro_grams: z.nullable(MacroGramsSchema),
  missing: z.array(z.enum(['birthday', 'height', 'weight', 'weight_goal_rate', 'weight_goal_custom_rate'])),
  defaulted: z.array(z.enum(['sex', 'activity_level', 'macro_ratios'])),
}) satisfies z.ZodMiniType<EnergyTarget>
export type EnergyTargetResponse = z.infer<typeof EnergyTargetResponseSchema>
