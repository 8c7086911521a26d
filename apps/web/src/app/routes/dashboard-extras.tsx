import type { FoodItem, MacroValues } from '@campusplate/shared'
import { FavouriteStar } from '@/features/favourites/components/favourite-star'
import { useDayFoods } from '@/features/menus/api/get-day-foods'
import { FitsMyDay } from '@/features/menus/components/fits-my-day'
import { PLATE_HEADING_ID } from '@/features/plates/components/plate-panel'
import { QuickLog } from '@/features/plates/components/quick-log'
import type { Plate } from '@/features/plates/hooks/use-plate'

/**
 * What the dashboard adds for a signed-in user, in a chunk of its own so the dashboard's first load
 * stays within its budget: "Log again" (repeat a saved plate) and, on today's plate, "Fits my day".
 */
export function DashboardExtras({ plate, today, timeZone }: { plate: Plate; today: string; timeZone: string }) {
  const dayFoods = useDayFoods(plate.date)
  const addAll = (foods: readonly FoodItem[]) => {
    for (const food of foods) plate.addFood(food, 1)
  }
  const eaten: MacroValues = plate.totals
  return (
    <div className="mb-4 grid gap-4 lg:grid-cols-2">
      <QuickLog plate={plate} dayFoods={dayFoods.data} />
      {plate.date === today ? (
        <FitsMyDay
          today={today}
          timeZone={timeZone}
          eaten={eaten}
          onAdd={addAll}
          focusAfterLast={() => document.getElementById(PLATE_HEADING_ID)?.focus()}
        />
      ) : null}
    </div>
  )
}

/** The favourites star on each menu item, for signed-in users. */
export function renderFavouriteStar(food: FoodItem) {
  return <FavouriteStar food={food} />
}
