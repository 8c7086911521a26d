import {
  dishKey,
  type FoodItem,
  isCustomFoodId,
  isSameDish,
  type RecentPlate,
  type RecentPlateItem,
} from '@campusplate/shared'
import { entryFromSavedItem, menuEntryFrom, type PlateEntry } from './plate-entries'

/** The day's menu item that is the same dish as a saved line: same hall and name, or same name when the hall is unknown. */
function sameDishOn(foods: readonly FoodItem[], item: RecentPlateItem): FoodItem | undefined {
  const { dining_hall: hall } = item
  if (hall !== null) return foods.find((food) => isSameDish(food, { dining_hall: hall, name: item.name }))
  const key = dishKey(item.name)
  return foods.find((food) => dishKey(food.name) === key)
}

/**
 * A saved plate's lines for another day's plate: a dish on that day's menu (`foods`) takes the
 * day's item and numbers; a dish that is not keeps its snapshot and says which plate it came from
 * (`fromDate`), so it is shown as off the menu and never dropped; custom meals come as they were.
 */
export function repeatedEntries(plate: RecentPlate, foods: readonly FoodItem[]): PlateEntry[] {
  return plate.items.map((item) => {
    const saved = entryFromSavedItem(item)
    if (isCustomFoodId(item.food_id)) return saved
    const food = sameDishOn(foods, item)
    const onMenu = food ? menuEntryFrom(food, item.quantity) : null
    return onMenu ?? { ...saved, fromDate: plate.date }
  })
}
