import type { FoodItem } from '@campusplate/shared'
import { type ReactNode, type RefObject, useRef } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useCampusClock } from '../hooks/use-campus-clock'
import type { MenuDateState } from '../hooks/use-menu-date'
import { type ControlledChoice, type MenuSelectionState, useMenuSelection } from '../hooks/use-menu-selection'
import { MENU_MESSAGES } from '../messages'
import { HallCards, HallCardsLoading } from './hall-cards'
import { MealCards } from './meal-cards'
import { MenuList } from './menu-list'
import { OfflineNotice } from './offline-notice'
import { SelectionPanel } from './selection-panel'

export interface MenuBrowserProps {
  menuDate: MenuDateState
  /** Where the hall and meal are kept (the dashboard's URL); in the component when absent. */
  place?: ControlledChoice
  /** The campus "today" and zone (from /api/app-config). */
  today: string
  timeZone: string
  onAddFood: (food: FoodItem, quantity: number) => void
  /** Opens Add Custom Meal with a dish's name: offered on dishes that cannot be tracked. */
  onTryCustomMeal?: (name: string) => void
  /** Actions shown beside the menu heading, such as 'Add Custom Meal'. */
  menuActions?: ReactNode
  /**
   * What the menu adds to (the plate): after Date, Hall and Meal in reading and Tab order, beside
   * them on large screens and between the controls and the menu on small ones.
   */
  aside?: ReactNode
  /** Small screens: whether the aside is open (else it is closed into a bar of its own); shown when absent. */
  isAsideOpen?: boolean
  /** Compact rows between the controls and the hall cards or the menu ("Log again", "Fits my day"). */
  beforeMenu?: ReactNode
}

/** docs/product.md#menu-screen, menu side: selection panel, hall and meal cards, the menu. */
export function MenuBrowser({
  menuDate,
  place,
  today,
  timeZone,
  onAddFood,
  onTryCustomMeal,
  menuActions,
  aside,
  isAsideOpen,
  beforeMenu,
}: MenuBrowserProps) {
  const clock = useCampusClock(timeZone)
  const selection = useMenuSelection(menuDate.date, clock.hour, place)
  const focusPending = useRef(false)
  const cardSelection: MenuSelectionState = {
    ...selection,
    chooseHall: (hall) => {
      focusPending.current = true
      selection.chooseHall(hall)
    },
    chooseMeal: (meal) => {
      focusPending.current = true
      selection.chooseMeal(meal)
    },
  }

  return (
    <MenuLayout
      controls={<SelectionPanel menuDate={menuDate} selection={selection} />}
      aside={aside}
      isAsideOpen={isAsideOpen}
      beforeMenu={beforeMenu}
    >
      <MenuContent
        date={menuDate.date}
        isToday={menuDate.date === today}
        minutesOfDay={clock.minutesOfDay}
        selection={cardSelection}
        onAddFood={onAddFood}
        onTryCustomMeal={onTryCustomMeal}
        menuActions={menuActions}
        focusPending={focusPending}
        isHallNamed={(place?.choice.hall ?? null) !== null}
      />
    </MenuLayout>
  )
}

interface MenuLayoutProps extends Pick<MenuBrowserProps, 'aside' | 'isAsideOpen' | 'beforeMenu'> {
  controls: ReactNode
  children: ReactNode
}

/** The menu's boxes, shared with the dashboard's prerendered frame so nothing moves when the menu arrives. */
export function MenuLayout({ controls, aside, isAsideOpen = true, beforeMenu, children }: MenuLayoutProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-6">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">{controls}</div>
      {aside ? (
        <aside
          className={`min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start ${isAsideOpen ? '' : 'max-lg:hidden'}`}
        >
          {aside}
        </aside>
      ) : null}
      {beforeMenu ? (
        <div className="min-w-0 space-y-2 empty:hidden lg:col-start-1 lg:row-start-2">{beforeMenu}</div>
      ) : null}
      <div className="min-w-0 lg:col-start-1 lg:row-start-3">{children}</div>
    </div>
  )
}

interface MenuContentProps {
  date: string | null
  isToday: boolean
  minutesOfDay: number
  selection: MenuSelectionState
  onAddFood: (food: FoodItem, quantity: number) => void
  onTryCustomMeal?: (name: string) => void
  menuActions?: ReactNode
  focusPending: RefObject<boolean>
  /** The URL names a hall: while the halls load, the cards' heading would be wrong. */
  isHallNamed: boolean
}

function MenuContent({
  date,
  isToday,
  minutesOfDay,
  selection,
  onAddFood,
  onTryCustomMeal,
  menuActions,
  focusPending,
  isHallNamed,
}: MenuContentProps) {
  const { options, hall, meals, meal } = selection
  if (date === null) return <EmptyState title={MENU_MESSAGES.selectDate} />
  if (selection.isOffline) return <OfflineNotice />
  if (selection.isLoading) return isHallNamed ? <Spinner label={MENU_MESSAGES.loadingHalls} /> : <HallCardsLoading />
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
        focusPending={focusPending}
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
      onTryCustomMeal={onTryCustomMeal}
      actions={menuActions}
      focusPending={focusPending}
    />
  )
}
