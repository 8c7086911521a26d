import { dishKey, type Nutrients } from '@campusplate/shared'
import type { AppInstance } from '../src/app-types'
import { favourites, plateItems, plates, profiles, users } from '../src/db/schema/index'
import { importHallDay } from '../src/modules/menus/menus.import'
import type { ImportedItem } from '../src/modules/menus/providers/provider'
import { buildHallDay, buildItem } from './factories'

let counter = 0

export const NORTH = { id: 'hall-north', name: 'North Commons', position: 0 }
export const SOUTH = { id: 'hall-south', name: 'South Hall', position: 1 }

/** Serves `items` at one hall, date and meal (one station); answers the items as imported. */
export async function serve(
  app: AppInstance,
  {
    hall = NORTH,
    date,
    meal = 'Lunch',
    items,
  }: { hall?: typeof NORTH; date: string; meal?: string; items: Partial<ImportedItem>[] },
): Promise<ImportedItem[]> {
  const built = items.map((item) => buildItem({ id: `${hall.id}-${date}-${meal}-${item.name}`, ...item }))
  await importHallDay(
    app.db,
    'test',
    buildHallDay({
      hall,
      date,
      meals: [{ name: meal, window: { start: '11:00', end: '15:00' }, stations: [{ name: 'Grill', items: built }] }],
    }),
  )
  return built
}

export interface StudentProfile {
  allergens?: (typeof profiles.$inferInsert)['allergens']
  dietType?: (typeof profiles.$inferInsert)['dietType']
  culturalPreference?: (typeof profiles.$inferInsert)['culturalPreference']
}

/** `n` accounts with the given profile, written directly (no password, no session): faster than sign-ups. */
export async function insertStudents(
  app: AppInstance,
  n: number,
  profile: StudentProfile = {},
  role: 'student' | 'staff' = 'student',
): Promise<string[]> {
  if (n === 0) return []
  const rows = await app.db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ email: `demand${++counter}@campus.test`, role, createdAt: app.now() })))
    .returning({ id: users.id })
  await app.db
    .insert(profiles)
    .values(rows.map(({ id }) => ({ userId: id, name: `Student ${id.slice(0, 4)}`, ...profile })))
  return rows.map((row) => row.id)
}

const MACROS = (nutrients: Nutrients) => ({
  calories: nutrients.calories ?? 0,
  protein: nutrients.protein ?? 0,
  carbs: nutrients.total_carbohydrates ?? 0,
  fat: nutrients.total_fat ?? 0,
})

/** Saves each student's plate of `date` with the items (a plate per student and day). */
export async function logItems(app: AppInstance, userIds: readonly string[], date: string, items: ImportedItem[]) {
  for (const userId of userIds) {
    const [plate] = await app.db
      .insert(plates)
      .values({ userId, date, savedAt: app.now(), calories: 0, protein: 0, carbs: 0, fat: 0 })
      .returning({ id: plates.id })
    if (!plate) throw new Error('no plate')
    await app.db.insert(plateItems).values(
      items.map((item, position) => ({
        plateId: plate.id,
        position,
        foodId: item.id,
        name: item.name,
        portionSize: item.portionSize ?? '1 serving',
        quantity: 1,
        ...MACROS(item.nutrients),
        nutrients: item.nutrients,
      })),
    )
  }
}

/** Each student stars the dish (hall and name). */
export async function starDish(app: AppInstance, userIds: readonly string[], hall: string, name: string) {
  if (userIds.length === 0) return
  await app.db
    .insert(favourites)
    .values(userIds.map((userId) => ({ userId, diningHall: hall, name, dishKey: dishKey(name), createdAt: app.now() })))
}
