import { z } from 'zod'

/**
 * Spec §3 Profile as `GET /api/profile` sends it. This issue fills name and image; the other fields
 * are null until the profile screen (its own issue) validates and saves them.
 */
export const ProfileSchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  sex: z.enum(['male', 'female']).nullable(),
  birthday: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  weight_goal: z.number().nullable(),
  body_fat_percent: z.number().nullable(),
  activity_level: z.string().nullable(),
  protein_ratio: z.number().nullable(),
  carb_ratio: z.number().nullable(),
  fat_ratio: z.number().nullable(),
  diet_type: z.string().nullable(),
  meal_preference: z.array(z.string()),
  cultural_preference: z.string().nullable(),
  allergens: z.array(z.string()),
  food_sensitivities: z.array(z.string()),
  allergy_notes: z.string().nullable(),
  weight_goal_type: z.enum(['lose', 'gain', 'maintain']).nullable(),
  weight_goal_rate: z.string().nullable(),
  weight_goal_custom_rate: z.number().nullable(),
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
  }
}

/** `GET /api/profile` (spec §3 User): the signed-in user's e-mail and profile. */
export const CurrentUserSchema = z.object({
  email: z.string(),
  profile: ProfileSchema,
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>
