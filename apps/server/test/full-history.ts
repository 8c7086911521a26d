import { addDays } from '@campusplate/shared'
import type { Db } from '../src/db/client'
import { plateItems, plates } from '../src/db/schema/index'

/** The history the export audit measured: three months of daily plates, 100 lines each. */
export const FULL_HISTORY = { days: 93, linesPerDay: 100 }

/** Saves `days` plates of `linesPerDay` lines up to `lastDate`, straight into the tables. */
export async function insertFullHistory(
  db: Db,
  userId: string,
  lastDate: string,
  { days, linesPerDay } = FULL_HISTORY,
): Promise<void> {
  const savedAt = new Date()
  const rows = await db
    .insert(plates)
    .values(
      Array.from({ length: days }, (_, day) => ({
        userId,
        date: addDays(lastDate, -day),
        savedAt,
        calories: 400 * linesPerDay,
        protein: 20 * linesPerDay,
        carbs: 50 * linesPerDay,
        fat: 14 * linesPerDay,
      })),
    )
    .returning({ id: plates.id })
  for (const { id } of rows) {
    await db.insert(plateItems).values(
      Array.from({ length: linesPerDay }, (_, position) => ({
        plateId: id,
        position,
        foodId: `food-${position}`,
        name: `Dining hall dish number ${position} with a longer name`,
        portionSize: '1 cup',
        quantity: 1.5,
        calories: 400,
        protein: 20,
        carbs: 50,
        fat: 14,
      })),
    )
  }
}
