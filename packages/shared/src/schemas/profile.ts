import { z } from 'zod'
import { isAllowedImageUrl } from '../domain/image-url'
import {
  ActivityLevelSchema,
  AllergenSchema,
  CulturalPreferenceSchema,
  DietTypeSchema,
  MealPreferenceSchema,
  SensitivitySchema,
  SexSchema,
  WeightGoalRateSchema,
  WeightGoalTypeSchema,
} from './enums'

export const IMAGE_URL_MESSAGE = 'Image must be a /static/ path, an https URL or a data image'

/** Spec §5 "Photo": a profile image URL that passes `isAllowedImageUrl`. */
export const ImageUrlSchema = z.string().refine(isAllowedImageUrl, IMAGE_URL_MESSAGE)

/**
 * Spec §3 Profile as `GET /api/profile` sends it: enumerations in their canonical form. Only the
 * name and the image are stored so far; the other fields answer null (or [] for lists).
 */
export const ProfileSchema = z.object({
  name: z.string(),
  // A refused URL reads as no image (the initial shows) rather than failing the whole profile. The
  // server sends only allowed URLs: `.catch` does not apply when a response is encoded.
  image: ImageUrlSchema.nullable().catch(null),
  sex: SexSchema.nullable(),
  birthday: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  weight_goal: z.number().nullable(),
  body_fat_percent: z.number().nullable(),
  activity_level: ActivityLevelSchema.nullable(),
  protein_ratio: z.number().nullable(),
  carb_ratio: z.number().nullable(),
  fat_ratio: z.number().nullable(),
  diet_type: DietTypeSchema.nullable(),
  meal_preference: z.array(MealPreferenceSchema),
  cultural_preference: CulturalPreferenceSchema.nullable(),
  allergens: z.array(AllergenSchema),
  food_sensitivities: z.array(SensitivitySchema),
  allergy_notes: z.string().nullable(),
  weight_goal_type: WeightGoalTypeSchema.nullable(),
  weight_goal_rate: WeightGoalRateSchema.nullable(),
  weight_goal_custom_rate: z.number().nullable(),
  hide_numbers: z.boolean(),
})
export type Profile = z.infer<typeof ProfileSchema>

/** A profile with only a name and an image: every other field unset (null, or [] for lists). */
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

/** `GET /api/profile` (spec §3 User): the signed-in user's e-mail and profile. */
export const CurrentUserSchema = z.object({
  email: z.string(),
  profile: ProfileSchema,
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>
