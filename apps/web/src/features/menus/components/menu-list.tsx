import type { FoodItem } from '@campusplate/shared'
import { type ReactNode, type RefObject, useId, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { Spinner } from '@/components/ui/spinner'
import { formatLongDay } from '@/lib/day-format'
import { useFoods } from '../api/get-foods'
import { useFitsFilter } from '../hooks/use-fits-filter'
import { useHeadingFocus } from '../hooks/use-heading-focus'
import { MENU_MESSAGES } from '../messages'
import { groupByStation, searchFoods } from '../utils/stations'
import { FitsFilter } from './fits-filter'
import { MenuFreshness } from './menu-freshness'
import { MenuItemCard } from './menu-item-card'
import { OfflineNotice } from './offline-notice'
import { StationList } from './station-list'

const NO_FOODS: FoodItem[] = []

export interface MenuListProps {
  date: string
  hall: string
  meal: string
  onAdd: (food: FoodItem, quantity: number) => void
  /** Offered on dishes that cannot be tracked. */
  onTryCustomMeal?: (name: string) => void
  actions?: ReactNode
  /** The heading takes the focus the chosen card had. */
  focusPending?: RefObject<boolean>
}

/** docs/product.md#menu-screen */
export function MenuList({ date, hall, meal, onAdd, onTryCustomMeal, actions, focusPending }: MenuListProps) {
  const searchId = useId()
  const headingRef = useHeadingFocus(focusPending)
  const [search, setSearch] = useState('')
  const foodsQuery = useFoods({ date, hall, meal })
  // docs/product.md#errors: a menu load failure silently empties the list.
  const foods = foodsQuery.data ?? NO_FOODS
  const fitsFilter = useFitsFilter(foods)
  const shown = fitsFilter.foods
  const isSearching = search.trim() !== ''
  const matches = isSearching ? searchFoods(shown, search) : shown

  return (
    <section aria-labelledby={`${searchId}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={`${searchId}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold break-words text-slate-900 outline-none"
          >
            {MENU_MESSAGES.menuHeading(hall, meal)}
          </h2>
          <p className="text-sm text-slate-600">{formatLongDay(date)}</p>
          <MenuFreshness date={date} hall={hall} />
        </div>
        {actions}
      </div>
      <div>
        <label htmlFor={searchId} className={labelClasses}>
          {MENU_MESSAGES.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={MENU_MESSAGES.searchPlaceholder}
          className={controlClasses}
        />
      </div>
      <FitsFilter filter={fitsFilter} />
      {/* Offline the query waits for the network: say so rather than 'Loading menu…' for ever. */}
      {foodsQuery.isPending && foodsQuery.fetchStatus === 'paused' ? (
        <OfflineNotice />
      ) : foodsQuery.isPending ? (
        <Spinner label={MENU_MESSAGES.loadingMenu} />
      ) : foods.length === 0 ? (
        <EmptyState title={MENU_MESSAGES.noItems} />
      ) : isSearching ? (
        <div>
          <p aria-live="polite" className="mb-2 text-sm text-slate-600">
            {MENU_MESSAGES.matchCount(matches.length)}
          </p>
          {matches.length === 0 ? (
            <EmptyState title={MENU_MESSAGES.noMatches} />
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
              {matches.map((food) => (
                <li key={food.id}>
                  <MenuItemCard
                    food={food}
                    onAdd={onAdd}
                    onTryCustomMeal={onTryCustomMeal}
                    showStation
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={MENU_MESSAGES.noFits} />
      ) : (
        <StationList stations={groupByStation(shown)} onAdd={onAdd} onTryCustomMeal={onTryCustomMeal} />
      )}
    </section>
  )
}
