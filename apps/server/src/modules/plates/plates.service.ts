import {
  customMealMacros,
  DEFAULT_PORTION_SIZE,
  isCustomFoodId,
  isWithinPlateDateWindow,
  PLATE_RULE_MESSAGES,
  type PlateItem,
  type PlateResponse,
  type PlateSaveRequest,
  plateMacrosOf,
  RECENT_PLATES_COUNT,
  type RecentPlatesResponse,
  toCustomMacros,
  ZERO_MACROS,
} from '@campusplate/shared'
import type { Db } from '../../db/client'
import { ConflictError, FieldError } from '../../lib/errors'
import {
  findMenuFoods,
  findPlate,
  findPlateSnapshots,
  findRecentPlates,
  type PlateItemRow,
  replacePlate,
  type SavedPlate,
} from './plates.repository'

function toPlateItem(row: PlateItemRow): PlateItem {
  const macros = { calories: row.calories, protein: row.protein, carbs: row.carbs, fat: row.fat }
  return {
    food_id: row.foodId,
    quantity: row.quantity,
    name: row.name,
    portion_size: row.portionSize,
    macros,
    // docs/product.md#plate: a custom item answers with its own macros, read from its one stored copy.
    custom_macros: isCustomFoodId(row.foodId) ? toCustomMacros(row.name, macros) : null,
    nutrients: row.nutrients,
  }
}

function toResponse(date: string, saved: SavedPlate | undefined): PlateResponse {
  const items: PlateItem[] = (saved?.items ?? []).map(toPlateItem)
  // Never the client's arithmetic: the totals the server stored with the lines.
  const totals = saved ? saved.totals : { ...ZERO_MACROS }
  return { date, items, totals, saved_at: saved ? saved.savedAt.toISOString() : null, version: saved?.version ?? 0 }
}

export async function getPlate(db: Db, userId: string, date: string): Promise<PlateResponse> {
  return toResponse(date, await findPlate(db, userId, date))
}

/** docs/product.md#menu-date: the menu window with a day of margin, counted from campus today. */
export function checkPlateDate(date: string, today: string): void {
  if (!isWithinPlateDateWindow(date, today)) {
    throw new FieldError(
      'date',
      PLATE_RULE_MESSAGES.dateOutsideWindow,
      `date: ${PLATE_RULE_MESSAGES.dateOutsideWindow}`,
    )
  }
}

function refuse(index: number, message: string): FieldError {
  const field = `items.${index}.food_id`
  return new FieldError(field, message, `${field}: ${message}`)
}

/** A line gone from the menu passes when a saved plate of its day or `from_date` vouches for it (docs/decisions/038). */
export async function savePlate(db: Db, userId: string, request: PlateSaveRequest, now: Date): Promise<PlateResponse> {
  const menuIds = request.items.filter((item) => !isCustomFoodId(item.food_id)).map((item) => item.food_id)
  const foods = await findMenuFoods(db, request.date, menuIds)
  const gone = request.items.filter((item) => !isCustomFoodId(item.food_id) && !foods.has(item.food_id))
  const vouchingDays = gone.length > 0 ? [request.date, ...gone.flatMap((item) => item.from_date ?? [])] : []
  const snapshotsByDay = await findPlateSnapshots(db, userId, vouchingDays)
  const snapshotOf = (foodId: string, fromDate: string | undefined) =>
    snapshotsByDay.get(request.date)?.get(foodId) ??
    (fromDate === undefined ? undefined : snapshotsByDay.get(fromDate)?.get(foodId))
  const items = request.items.map((item, index): Omit<PlateItemRow, 'position'> => {
    if (isCustomFoodId(item.food_id)) {
      // The schema refuses a custom line without macros; this keeps the type honest.
      const macros = item.custom_macros
      if (!macros) throw refuse(index, PLATE_RULE_MESSAGES.customNeedsMacros)
      return {
        foodId: item.food_id,
        name: macros.name,
        portionSize: DEFAULT_PORTION_SIZE,
        quantity: item.quantity,
        ...customMealMacros(macros),
        nutrients: null,
      }
    }
    const food = foods.get(item.food_id)
    if (!food) {
      const snapshot = snapshotOf(item.food_id, item.from_date)
      if (!snapshot) throw refuse(index, PLATE_RULE_MESSAGES.unknownFood)
      const { position: _position, ...kept } = snapshot
      return { ...kept, quantity: item.quantity }
    }
    const macros = plateMacrosOf(food.nutrients)
    // docs/product.md#servings
    if (!macros) throw refuse(index, PLATE_RULE_MESSAGES.untrackableFood)
    return {
      foodId: item.food_id,
      name: food.name,
      portionSize: food.portionSize || DEFAULT_PORTION_SIZE,
      quantity: item.quantity,
      ...macros,
      nutrients: food.nutrients,
    }
  })
  const isApplied = await replacePlate(db, userId, request.date, items, now, request.version)
  const plate = await getPlate(db, userId, request.date)
  if (!isApplied) throw new ConflictError(PLATE_RULE_MESSAGES.staleVersion, { plate })
  return plate
}

export async function getRecentPlates(db: Db, userId: string, before: string): Promise<RecentPlatesResponse> {
  const recent = await findRecentPlates(db, userId, before, RECENT_PLATES_COUNT)
  return {
    plates: recent.map((plate) => ({
      date: plate.date,
      totals: plate.totals,
      items: plate.items.map((row) => ({ ...toPlateItem(row), dining_hall: row.hall })),
    })),
  }
}
