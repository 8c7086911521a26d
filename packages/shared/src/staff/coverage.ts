import { z } from 'zod/mini'
import { MENU_SANITY_CODES } from '../domain/menu-sanity'
import { IsoDateSchema } from '../schemas/common'
import { StudentCountSchema } from './demand'

/** The kinds of data coverage counts, in the order the console shows them. */
export const COVERAGE_FIELDS = ['calories', 'macros', 'allergens', 'ingredients', 'portion'] as const
export type CoverageField = (typeof COVERAGE_FIELDS)[number]

export const COVERAGE_FIELD_LABELS: Readonly<Record<CoverageField, string>> = {
  calories: 'Calories',
  macros: 'All four macros',
  allergens: 'Allergen list',
  ingredients: 'Ingredients',
  portion: 'Real portion size',
}

/** Says nothing about the amount: also the default an import writes when the vendor gave none. */
const PLACEHOLDER_PORTION = /^1\s*(each|ea|serving|servings|serving\(s\)|portion|item|piece)?\.?$/i

export function isRealPortionSize(portionSize: string): boolean {
  const text = portionSize.trim()
  return text !== '' && !PLACEHOLDER_PORTION.test(text)
}

/** Rounded down, so a share with one gap never reads 100 %. */
export function coveragePercent(count: number, total: number): number | null {
  if (total === 0) return null
  return Math.floor((count * 100) / total)
}

const countsShape = Object.fromEntries(COVERAGE_FIELDS.map((field) => [field, z.int()])) as Record<
  CoverageField,
  z.ZodMiniInt
>

/** Served items of a hall (or all halls) in the range, and how many of them have each kind of data. */
export const CoverageCountsSchema = z.object({ items: z.int(), ...countsShape })
export type CoverageCounts = z.infer<typeof CoverageCountsSchema>

/** A served item whose nutrition data failed an import sanity check. */
export const CoverageFlagSchema = z.object({
  date: IsoDateSchema,
  dining_hall: z.string(),
  meal_name: z.string(),
  station: z.string(),
  name: z.string(),
  code: z.enum(MENU_SANITY_CODES),
  note: z.string(),
})
export type CoverageFlag = z.infer<typeof CoverageFlagSchema>

/** A dish (hall and name) served in the range that lacks some data, with how much students use it. */
export const CoverageGapSchema = z.object({
  dining_hall: z.string(),
  name: z.string(),
  missing: z.array(z.enum(COVERAGE_FIELDS)),
  times_served: z.int(),
  last_served: IsoDateSchema,
  starred: StudentCountSchema,
  logged: StudentCountSchema,
})
export type CoverageGap = z.infer<typeof CoverageGapSchema>

export const CoverageResponseSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  dining_hall: z.nullable(z.string()),
  /** Every imported hall, for the hall filter. */
  dining_halls: z.array(z.string()),
  halls: z.array(z.object({ dining_hall: z.string(), counts: CoverageCountsSchema })),
  total: CoverageCountsSchema,
  /** At most COVERAGE_LIST_LIMIT, in date and menu order; `flags_total` counts them all. */
  flags: z.array(CoverageFlagSchema),
  flags_total: z.int(),
  /** Dishes lacking data, the most logged and starred first; at most COVERAGE_LIST_LIMIT. */
  gaps: z.array(CoverageGapSchema),
  gaps_total: z.int(),
})
export type CoverageResponse = z.infer<typeof CoverageResponseSchema>

/** How many flags and how many dishes lacking data the coverage answer lists (the CSV has them all). */
export const COVERAGE_LIST_LIMIT = 200

export const COVERAGE_MESSAGES = {
  title: 'Data coverage',
  loadFailed: 'Could not load data coverage',
  noItems: 'No dishes were served in this range.',
  noFlags: 'No item in this range failed a sanity check.',
  noGaps: 'Every dish served in this range has all its data.',
  download: 'Download CSV',
} as const
