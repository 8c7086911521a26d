import type { ExportMealDay, ExportWeightEntry } from '@campusplate/shared'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { plateItems, plates, weightLogs } from '../../db/schema/index'
import { PLATE_DAY_COLUMNS } from '../plates/plates.repository'

/**
 * The user's saved plates, day by day, with the snapshot of every line (name, quantity and the
 * per-serving macros stored when it was saved) and the totals stored on the plate. Two queries
 * whatever the number of days.
 */
export async function findMealDays(db: Db, userId: string): Promise<ExportMealDay[]> {
  const days = await db
    .select(PLATE_DAY_COLUMNS)
    .from(plates)
    .where(eq(plates.userId, userId))
    .orderBy(asc(plates.date))
  const lines = await db
    .select({
      plateId: plateItems.plateId,
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
    .where(eq(plates.userId, userId))
    .orderBy(asc(plates.date), asc(plateItems.position))
  const byPlate = new Map<string, ExportMealDay['items']>()
  for (const { plateId, ...line } of lines) {
    const items = byPlate.get(plateId) ?? []
    items.push(line)
    byPlate.set(plateId, items)
  }
  return days.map(({ id, ...day }) => ({ ...day, items: byPlate.get(id) ?? [] }))
}

/** The user's weight log, oldest first. */
export async function findWeightEntries(db: Db, userId: string): Promise<ExportWeightEntry[]> {
  return db
    .select({ date: weightLogs.date, weight: weightLogs.weightLbs, goal_weight: weightLogs.goalWeightLbs })
    .from(weightLogs)
    .where(eq(weightLogs.userId, userId))
    .orderBy(asc(weightLogs.date))
}
