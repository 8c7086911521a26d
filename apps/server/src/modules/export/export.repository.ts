import type { ExportMealDay, ExportWeightEntry } from '@campusplate/shared'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { plateItems, plates, weightLogs } from '../../db/schema/index'
import { PLATE_DAY_COLUMNS } from '../plates/plates.repository'

/** One answer of a long history would hold the event loop while it is mapped. */
const LINES_PER_PAGE = 1000

/** From the snapshots, lines paged in (date, position) order (docs/decisions/051). */
export async function findMealDays(db: Db, userId: string): Promise<ExportMealDay[]> {
  const days = await db
    .select(PLATE_DAY_COLUMNS)
    .from(plates)
    .where(eq(plates.userId, userId))
    .orderBy(asc(plates.date))
  const byPlate = new Map<string, ExportMealDay['items']>()
  let after: { date: string; position: number } | undefined
  for (;;) {
    const page = await db
      .select({
        plateId: plateItems.plateId,
        date: plates.date,
        position: plateItems.position,
        food_id: plateItems.foodId,
        name: plateItems.name,
        portion_size: plateItems.portionSize,
        quantity: plateItems.quantity,
        calories: plateItems.calories,
        protein: plateItems.protein,
        carbs: plateItems.carbs,
        fat: plateItems.fat,
      })
      .from(plateItems)
      .innerJoin(plates, eq(plates.id, plateItems.plateId))
      .where(
        and(
          eq(plates.userId, userId),
          after
            ? sql`(${plates.date}, ${plateItems.position}) > (${after.date}::date, ${after.position}::int)`
            : undefined,
        ),
      )
      .orderBy(asc(plates.date), asc(plateItems.position))
      .limit(LINES_PER_PAGE)
    for (const { plateId, date: _date, position: _position, ...line } of page) {
      const items = byPlate.get(plateId) ?? []
      items.push(line)
      byPlate.set(plateId, items)
    }
    const last = page.at(-1)
    if (!last || page.length < LINES_PER_PAGE) break
    after = { date: last.date, position: last.position }
  }
  return days.map(({ id, ...day }) => ({ ...day, items: byPlate.get(id) ?? [] }))
}

export async function findWeightEntries(db: Db, userId: string): Promise<ExportWeightEntry[]> {
  return db
    .select({ date: weightLogs.date, weight: weightLogs.weightLbs, goal_weight: weightLogs.goalWeightLbs })
    .from(weightLogs)
    .where(eq(weightLogs.userId, userId))
    .orderBy(asc(weightLogs.date))
}
