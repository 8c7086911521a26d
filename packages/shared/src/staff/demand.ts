import { z } from 'zod/mini'
import { ALLERGENS, CULTURAL_PREFERENCES, DIET_TYPES } from '../constants/enums'
import { formatNumber } from '../domain/number-format'
import { IsoDateSchema } from '../schemas/common'

/** Smaller groups leave the server only as "fewer than 10" (docs/decisions/059). */
export const DEMAND_MIN_GROUP = 10

export const FEWER_THAN_MIN_GROUP = 'fewer than 10'

export const StudentCountSchema = z.union([z.int().check(z.gte(DEMAND_MIN_GROUP)), z.literal(FEWER_THAN_MIN_GROUP)])
export type StudentCount = z.infer<typeof StudentCountSchema>

export function suppressSmallCount(students: number): StudentCount {
  return students >= DEMAND_MIN_GROUP ? students : FEWER_THAN_MIN_GROUP
}

/** For ordering shown counts: a suppressed count weighs nothing, so the order tells nothing about it. */
export function shownCountWeight(count: StudentCount): number {
  return count === FEWER_THAN_MIN_GROUP ? 0 : count
}

export function formatStudentCount(count: StudentCount): string {
  return count === FEWER_THAN_MIN_GROUP ? FEWER_THAN_MIN_GROUP : formatNumber(count)
}

/** One dish served at a meal: how many students star it and how many logged it in the range. */
export const DemandDishSchema = z.object({
  dining_hall: z.string(),
  meal_name: z.string(),
  name: z.string(),
  starred: StudentCountSchema,
  logged: StudentCountSchema,
})
export type DemandDish = z.infer<typeof DemandDishSchema>

const groupOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), students: StudentCountSchema }))

/** `GET /api/staff/demand`: only aggregates, each under DEMAND_MIN_GROUP suppressed on the server. */
export const DemandResponseSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  dining_hall: z.nullable(z.string()),
  /** Every imported hall, for the hall filter. */
  dining_halls: z.array(z.string()),
  /** Dishes served in the range, the most logged and starred first; at most DEMAND_DISHES_SHOWN. */
  dishes: z.array(DemandDishSchema),
  /** Dish-and-meal rows served in the range in all (a count of menu rows, not of students). */
  dishes_total: z.int(),
  /** Students who saved a plate in the range. */
  active_students: StudentCountSchema,
  allergens: groupOf(ALLERGENS),
  diet_types: groupOf(DIET_TYPES),
  cultural_preferences: groupOf(CULTURAL_PREFERENCES),
})
export type DemandResponse = z.infer<typeof DemandResponseSchema>

export const DIET_TYPE_LABELS: Readonly<Record<(typeof DIET_TYPES)[number], string>> = {
  regular: 'Regular',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  keto: 'Keto',
  paleo: 'Paleo',
  mediterranean: 'Mediterranean',
  'low-carb': 'Low-carb',
}

/** How many dish rows the demand answer lists. */
export const DEMAND_DISHES_SHOWN = 200

export const DEMAND_MESSAGES = {
  title: 'Demand',
  intro: 'How many students star and log each dish, and what they need. Every group under 10 shows as "fewer than 10".',
  loadFailed: 'Could not load demand figures',
  noDishes: 'No dishes were served in this range.',
} as const
