import type { FoodItem } from '@campusplate/shared'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useCampusClock } from '../hooks/use-campus-clock'
import type { MenuDateState } from '../hooks/use-menu-date'
import { type MenuSelectionState, useMenuSelection } from '../hooks/use-menu-selection'
import { MENU_MESSAGES } from '../messages'
import { HallCards } from './hall-cards'
import { MealCards } from './meal-cards'
import { MenuList } from './menu-list'
import { SelectionPanel } from './selection-panel'

export interface MenuBrowserProps {
  menuDate: MenuDateState
  /** The campus "today" and zone (from /api/app-config). */
  today: string
  timeZone: string
  onAddFood: (food: FoodItem, quantity: number) => void
  /** Actions shown beside the menu heading, such as 'Add Custom Meal'. */
  menuActions?: ReactNode
}

/** Spec §2 "Menu and tracker screen", menu side: selection panel, hall and meal cards, the menu. */
export function MenuBrowser({ menuDate, today, timeZone, onAddFood, menuActions }: MenuBrowserProps) {
  const clock = useCampusClock(timeZone)
  const selection = useMenuSelection(menuDate.date, clock.hour)

  return (
    <div className="min-w-0 space-y-4">
      <SelectionPanel menuDate={menuDate} selection={selection} />
      <MenuContent
        date={menuDate.date}
        isToday={menuDate.date === today}
        minutesOfDay={clock.minutesOfDay}
        selection={selection}
        onAddFood={onAddFood}
        menuActions={menuActions}
      />
    </div>
  )
}

interface MenuContentProps {
  date: string | null
  isToday: boolean
  minutesOfDay: number
  selection: MenuSelectionState
  onAddFood: (food: FoodItem, quantity: number) => void
  menuActions?: ReactNode
}

function MenuContent({ date, isToday, minutesOfDay, selection, onAddFood, menuActions }: MenuContentProps) {
  const { options, hall, meals, meal } = selection
  if (date === null) return <EmptyState title={MENU_MESSAGES.selectDate} />
  if (selection.isLoading) return <Spinner label={MENU_MESSAGES.loadingHalls} />
  if (!options || options.dining_halls.length === 0) return <EmptyState title={MENU_MESSAGES.noHalls} />
  if (hall === null) return <HallCards options={options} onChoose={selection.chooseHall} />
  if (meals.length === 0) return <EmptyState title={MENU_MESSAGES.noMeals} />
  if (meal === null) {
    return (
      <MealCards
        options={options}
        hall={hall}
        meals={meals}
        isToday={isToday}
        minutesOfDay={minutesOfDay}
        onChoose={selection.chooseMeal}
      />
    )
  }
  return (
    <MenuList
      // A new menu starts with an empty search and its first station open.
      key={`${date}|${hall}|${meal}`}
      date={date}
      hall={hall}
      meal={meal}
      onAdd={onAddFood}
      actions={menuActions}
    />
  )
}
