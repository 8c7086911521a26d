import {
  daysBetween,
  type FoodMacroRecord,
  MICRONUTRIENT_KEYS,
  type MicronutrientSummary,
  type MicronutrientTotals,
  type PlateSummary,
} from '@campusplate/shared'
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedOnce } from '../../db/prepared'
import { plateItems, plates } from '../../db/schema/index'

const range = {
  userId: sql.placeholder('userId'),
  start: sql.placeholder('start'),
  end: sql.placeholder('end'),
}
const inRange = () => and(eq(plates.userId, range.userId), gte(plates.date, range.start), lte(plates.date, range.end))

/** Unrounded averages of the stored totals over tracked days, through the (user_id, date) index; 0 when nothing was tracked. */
const summaryQuery = preparedOnce((db) =>
  db
    .select({
      daysTracked: sql<number>`count(*)::int`.mapWith(Number),
      calories: sql<number>`coalesce(sum(${plates.calories}), 0)`.mapWith(Number),
      protein: sql<number>`coalesce(sum(${plates.protein}), 0)`.mapWith(Number),
      carbs: sql<number>`coalesce(sum(${plates.carbs}), 0)`.mapWith(Number),
      fat: sql<number>`coalesce(sum(${plates.fat}), 0)`.mapWith(Number),
    })
    .from(plates)
    .where(inRange())
    .prepare('history_summary'),
)

export async function plateSummary(db: Db, userId: string, start: string, end: string): Promise<PlateSummary> {
  const [row] = await summaryQuery(db).execute({ userId, start, end })
  const daysTracked = row?.daysTracked ?? 0
  const average = (sum: number | undefined) => (daysTracked === 0 || sum === undefined ? 0 : sum / daysTracked)
  return {
    average_calories: average(row?.calories),
    average_protein: average(row?.protein),
    average_carbs: average(row?.carbs),
    average_fat: average(row?.fat),
    days_tracked: daysTracked,
    total_days: daysBetween(start, end) + 1,
  }
}

/** From snapshots, never the menu rows; in plate order, so per-day sums equal each plate's stored totals exactly. */
const foodMacrosQuery = preparedOnce((db) =>
  db
    .select({
      date: plates.date,
      calories: plateItems.calories,
      protein: plateItems.protein,
      carbs: plateItems.carbs,
      fat: plateItems.fat,
      quantity: plateItems.quantity,
    })
    .from(plates)
    .innerJoin(plateItems, eq(plateItems.plateId, plates.id))
    .where(inRange())
    .orderBy(asc(plates.date), asc(plateItems.position))
    .prepare('history_food_macros'),
)

export function foodMacros(db: Db, userId: string, start: string, end: string): Promise<FoodMacroRecord[]> {
  return foodMacrosQuery(db).execute({ userId, start, end })
}

const micronutrientColumns = () =>
  Object.fromEntries(
    MICRONUTRIENT_KEYS.flatMap((key) => {
      const value = sql`(${plateItems.nutrients} ->> ${key}::text)::double precision`
      return [
        [`${key}_total`, sql<number | null>`sum(${plateItems.quantity} * ${value})`.mapWith(nullableNumber)],
        [`${key}_missing`, sql<number>`count(*) filter (where ${value} is null)::int`.mapWith(Number)],
      ]
    }),
  )

const micronutrientQuery = preparedOnce((db) =>
  db
    .select({
      daysTracked: sql<number>`count(distinct ${plates.id})::int`.mapWith(Number),
      items: sql<number>`count(*)::int`.mapWith(Number),
      ...micronutrientColumns(),
    })
    .from(plates)
    .innerJoin(plateItems, eq(plateItems.plateId, plates.id))
    .where(inRange())
    .prepare('history_micronutrients'),
)

/** Null when no line has a value; custom lines keep no nutrient record and count as missing. */
export async function micronutrientSummary(
  db: Db,
  userId: string,
  start: string,
  end: string,
): Promise<MicronutrientSummary> {
  const [row] = await micronutrientQuery(db).execute({ userId, start, end })
  const values = (row ?? {}) as Record<string, number | null | undefined>
  const nutrients = {} as MicronutrientTotals
  for (const key of MICRONUTRIENT_KEYS) {
    nutrients[key] = { total: values[`${key}_total`] ?? null, missing_items: values[`${key}_missing`] ?? 0 }
  }
  return { days_tracked: row?.daysTracked ?? 0, items: row?.items ?? 0, nutrients }
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}
