import {
  dishKey,
  type FoodItem,
  isCustomFoodId,
  isSameDish,
  type RecentPlate,
  type RecentPlateItem,
} from '@campusplate/shared'
import { entryFromSavedItem, menuEntryFrom, type PlateEntry } from './plate-entries'

/** Same name when the hall is unknown. */
function sameDishOn(foods: readonly FoodItem[], item: RecentPlateItem): FoodItem | undefined {
  const { dining_hall: hall } = item
  if (hall !== null) return foods.find((food) => isSameDish(food, { dining_hall: hall, name: item.name }))
  const key = dishKey(item.name)
  return foods.find((food) => dishKey(food.name) === key)
}

/** A dish off that day's menu keeps its snapshot and its `fromDate`, so it shows as off the menu and is never dropped. */
export function repeatedEntries(plate: RecentPlate, foods: readonly FoodItem[]): PlateEntry[] {
  return plate.items.map((item) => {
    const saved = entryFromSavedItem(item)
    if (isCustomFoodId(item.food_id)) return saved
    const food = sameDishOn(foods, item)
    const onMenu = food ? menuEntryFrom(food, item.quantity) : null
    return onMenu ?? { ...saved, fromDate: plate.date }
  })
}
