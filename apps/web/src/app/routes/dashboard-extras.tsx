import { type FoodItem, formatQuantity, type MacroValues } from '@campusplate/shared'
import { FavouriteStar } from '@/features/favourites/components/favourite-star'
import { useDayFoods } from '@/features/menus/api/get-day-foods'
import { FitsMyDay } from '@/features/menus/components/fits-my-day'
import { PLATE_HEADING_ID, PLATE_REGION_ID } from '@/features/plates/components/plate-panel'
import { QuickLog } from '@/features/plates/components/quick-log'
import { formatCalories, type Plate } from '@/features/plates/hooks/use-plate'
import { PLATE_MESSAGES } from '@/features/plates/messages'
import { QUICK_LOG_MESSAGES } from '@/features/plates/quick-log-messages'
import type { PlateEntry } from '@/features/plates/utils/plate-entries'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'

/**
 * What the dashboard adds for a signed-in user, in a chunk of its own so the dashboard's first load
 * stays within its budget: the compact rows "Log again" (repeat a saved plate) and, on today's
 * plate, "Fits my day".
 */
export function DashboardExtras({ plate, today, timeZone }: { plate: Plate; today: string; timeZone: string }) {
  const dayFoods = useDayFoods(plate.date)
  const eaten: MacroValues = plate.totals
  const describe = describeAdded(useHideNumbers())
  return (
    <>
      <QuickLog plate={plate} dayFoods={dayFoods.data} today={today} />
      {plate.date === today ? (
        <FitsMyDay
          today={today}
          timeZone={timeZone}
          eaten={eaten}
          onAdd={(foods) => plate.addFoods(foods, describe)}
          focusAfterLast={focusPlate}
        />
      ) : null}
    </>
  )
}

/** 'Added 1 × Turkey Burger and 1 × Sweet Potato Fries — 630 kcal; plate 1,020 kcal': both dishes of a pair, said once. */
function describeAdded(hideNumbers: boolean) {
  return (added: PlateEntry[], plateCalories: number) => {
    const what = QUICK_LOG_MESSAGES.addedAll(added.map((entry) => `${formatQuantity(entry.quantity)} × ${entry.name}`))
    if (hideNumbers) return what
    const calories = added.reduce((sum, entry) => sum + entry.calories * entry.quantity, 0)
    return PLATE_MESSAGES.addedWithNumbers(what, formatCalories(calories), formatCalories(plateCalories))
  }
}

/** Focus on the plate's heading; on a small screen, where the plate is closed into its bar, on the bar. */
function focusPlate() {
  const heading = document.getElementById(PLATE_HEADING_ID)
  heading?.focus()
  if (document.activeElement !== heading) {
    document.querySelector<HTMLElement>(`[aria-controls="${PLATE_REGION_ID}"]`)?.focus()
  }
}

/** The favourites star on each menu item, for signed-in users. */
export function renderFavouriteStar(food: FoodItem) {
  return <FavouriteStar food={food} />
}
