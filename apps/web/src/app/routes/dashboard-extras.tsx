import type { FoodItem, MacroValues } from '@campusplate/shared'
import { FavouriteStar } from '@/features/favourites/components/favourite-star'
import { useDayFoods } from '@/features/menus/api/get-day-foods'
import { FitsMyDay } from '@/features/menus/components/fits-my-day'
import { QuickLog } from '@/features/plates/components/quick-log'
import type { Plate } from '@/features/plates/hooks/use-plate'

/**
 * What the dashboard adds for a signed-in user, in a chunk of its own so the dashboard's first load
 * stays within its budget: the compact rows "Log again" (repeat a saved plate) and, on today's
 * plate, "Fits my day".
 */
export function DashboardExtras({ plate, today, timeZone }: { plate: Plate; today: string; timeZone: string }) {
  const dayFoods = useDayFoods(plate.date)
  const eaten: MacroValues = plate.totals
  return (
    <>
      <QuickLog plate={plate} dayFoods={dayFoods.data} today={today} />
      {plate.date === today ? (
        <FitsMyDay today={today} timeZone={timeZone} eaten={eaten} onAdd={plate.addFoods} />
      ) : null}
    </>
  )
}

/** The favourites star on each menu item, for signed-in users. */
export function renderFavouriteStar(food: FoodItem) {
  return <FavouriteStar food={food} />
}
