import type { FoodItem } from '@campusplate/shared'
import { type ReactNode, useId, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { controlClasses } from '@/components/ui/field-styles'
import { Spinner } from '@/components/ui/spinner'
import { useFoods } from '../api/get-foods'
import { MENU_MESSAGES } from '../messages'
import { formatMenuDate } from '../utils/format'
import { groupByStation, searchFoods } from '../utils/stations'
import { MenuItemCard } from './menu-item-card'
import { StationList } from './station-list'

const NO_FOODS: FoodItem[] = []

export interface MenuListProps {
  date: string
  hall: string
  meal: string
  onAdd: (food: FoodItem, quantity: number) => void
  /** Actions next to the heading, such as 'Add Custom Meal'. */
  actions?: ReactNode
}

/** Spec §2: the heading '{hall} - {meal} Menu' with the date, and a searchable list of stations. */
export function MenuList({ date, hall, meal, onAdd, actions }: MenuListProps) {
  const searchId = useId()
  const [search, setSearch] = useState('')
  const foodsQuery = useFoods({ date, hall, meal })
  // Spec §8: a menu load failure silently empties the list.
  const foods = foodsQuery.data ?? NO_FOODS
  const isSearching = search.trim() !== ''
  const matches = isSearching ? searchFoods(foods, search) : foods

  return (
    <section aria-labelledby={`${searchId}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${searchId}-heading`} className="text-xl font-semibold break-words text-slate-900">
            {MENU_MESSAGES.menuHeading(hall, meal)}
          </h2>
          <p className="text-sm text-slate-600">{formatMenuDate(date)}</p>
        </div>
        {actions}
      </div>
      <div>
        <label htmlFor={searchId} className="sr-only">
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
      {foodsQuery.isPending ? (
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
                  <MenuItemCard food={food} onAdd={onAdd} showStation />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <StationList stations={groupByStation(foods)} onAdd={onAdd} />
      )}
    </section>
  )
}
