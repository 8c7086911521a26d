import {
  blankProfile,
  type CurrentUser,
  isAllowedImageUrl,
  type Profile,
  type ProfileUpdate,
  ratiosTotalIssue,
} from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, users } from '../../db/schema/index'

type ProfileRow = typeof profiles.$inferSelect

/** docs/product.md#profile names; `name` and `image` keep theirs. */
const COLUMN_OF = {
  name: 'name',
  image: 'image',
  sex: 'sex',
  birthday: 'birthday',
  height: 'heightInches',
  weight: 'weightLbs',
  weight_goal: 'weightGoalLbs',
  body_fat_percent: 'bodyFatPercent',
  activity_level: 'activityLevel',
  protein_ratio: 'proteinRatio',
  carb_ratio: 'carbRatio',
  fat_ratio: 'fatRatio',
  diet_type: 'dietType',
  meal_preference: 'mealPreference',
  cultural_preference: 'culturalPreference',
  allergens: 'allergens',
  food_sensitivities: 'foodSensitivities',
  allergy_notes: 'allergyNotes',
  weight_goal_type: 'weightGoalType',
  weight_goal_rate: 'weightGoalRate',
  weight_goal_custom_rate: 'weightGoalCustomRate',
  hide_numbers: 'hideNumbers',
} as const satisfies Record<keyof Profile, keyof ProfileRow>

function profileOf(row: ProfileRow): Profile {
  return {
    name: row.name,
    // docs/product.md#photo: a stored image that fails the URL rule is never sent; the client shows the initial.
    image: isAllowedImageUrl(row.image) ? row.image : null,
    sex: row.sex,
    birthday: row.birthday,
    height: row.heightInches,
    weight: row.weightLbs,
    weight_goal: row.weightGoalLbs,
    body_fat_percent: row.bodyFatPercent,
    activity_level: row.activityLevel,
    protein_ratio: row.proteinRatio,
    carb_ratio: row.carbRatio,
    fat_ratio: row.fatRatio,
    diet_type: row.dietType,
    meal_preference: row.mealPreference,
    cultural_preference: row.culturalPreference,
    allergens: row.allergens,
    food_sensitivities: row.foodSensitivities,
    allergy_notes: row.allergyNotes,
    weight_goal_type: row.weightGoalType,
    weight_goal_rate: row.weightGoalRate,
    weight_goal_custom_rate: row.weightGoalCustomRate,
    hide_numbers: row.hideNumbers,
  }
}

export async function findCurrentUser(db: Db, userId: string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, role: users.role, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) return undefined
  return {
    user_id: row.userId,
    email: row.email,
    profile: row.profile ? profileOf(row.profile) : blankProfile(''),
    ...(row.role === 'staff' ? { staff: true as const } : {}),
  }
}

export async function findProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId))
  return row ? profileOf(row) : undefined
}

const RATIO_FIELDS = ['protein_ratio', 'carb_ratio', 'fat_ratio'] as const

export interface RatiosRefused {
  field: (typeof RATIO_FIELDS)[number]
  message: string
}

/** Ratios are merged with the stored ones in the same transaction, so two of three cannot leave a total other than 100. */
export async function updateProfile(
  db: Db,
  userId: string,
  update: ProfileUpdate,
  now: Date,
): Promise<Profile | RatiosRefused | undefined> {
  const values: Partial<Record<keyof ProfileRow, unknown>> = { updatedAt: now }
  for (const [field, value] of Object.entries(update) as [keyof ProfileUpdate, unknown][]) {
    if (value !== undefined) values[COLUMN_OF[field]] = value
  }
  const sentRatio = RATIO_FIELDS.find((field) => update[field] !== undefined)
  return db.transaction(async (tx) => {
    if (sentRatio) {
      const [stored] = await tx
        .select({ protein_ratio: profiles.proteinRatio, carb_ratio: profiles.carbRatio, fat_ratio: profiles.fatRatio })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update')
      const merged = {
        ...stored,
        ...Object.fromEntries(RATIO_FIELDS.flatMap((f) => (f in update ? [[f, update[f]]] : []))),
      }
      const message = stored && ratiosTotalIssue(merged)
      if (message) return { field: sentRatio, message }
    }
    const [row] = await tx
      .update(profiles)
      .set(values as Partial<typeof profiles.$inferInsert>)
      .where(eq(profiles.userId, userId))
      .returning()
    return row ? profileOf(row) : undefined
  })
}
