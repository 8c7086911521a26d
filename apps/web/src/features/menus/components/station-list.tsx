import type { FoodItem } from '@campusplate/shared'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { MENU_MESSAGES } from '../messages'
import type { Station } from '../utils/stations'
import { MenuItemCard } from './menu-item-card'

export interface StationListProps {
  stations: Station[]
  onAdd: (food: FoodItem, quantity: number) => void
  /** Offered on dishes that cannot be tracked. */
  onTryCustomMeal?: (name: string) => void
}

/** docs/product.md#menu-screen; opening a station collapses the one above, so the pressed header is scrolled back. */
export function StationList({ stations, onAdd, onTryCustomMeal }: StationListProps) {
  const baseId = useId()
  const [expandedChoice, setExpandedChoice] = useState<string | null | undefined>(undefined)
  const expandedId = expandedChoice === undefined ? (stations[0]?.id ?? null) : expandedChoice
  const toggledRef = useRef<HTMLButtonElement | null>(null)
  // Before paint, so the header never flickers away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open station is the trigger, not an input.
  useLayoutEffect(() => {
    toggledRef.current?.scrollIntoView?.({ block: 'nearest' })
    toggledRef.current = null
  }, [expandedId])

  return (
    <ul className="space-y-3">
      {stations.map((station, index) => {
        const isExpanded = station.id === expandedId
        const panelId = `${baseId}-station-${index}`
        return (
          <li key={station.id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <h3>
              <button
                type="button"
                aria-expanded={isExpanded}
                aria-controls={panelId}
                onClick={(event) => {
                  toggledRef.current = event.currentTarget
                  setExpandedChoice(isExpanded ? null : station.id)
                }}
                className="flex w-full scroll-mt-4 items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
              >
                <span className="min-w-0 break-words">{station.name}</span>
                <span
                  aria-hidden="true"
                  className="flex shrink-0 items-center gap-2 text-sm font-normal text-slate-500"
                >
                  {MENU_MESSAGES.itemCount(station.items.length)}
                  <svg
                    viewBox="0 0 20 20"
                    className={`size-4 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </span>
              </button>
            </h3>
            {isExpanded ? (
              <ul id={panelId} className="divide-y divide-slate-100 border-t border-slate-100 px-4">
                {station.items.map((food) => (
                  <li key={food.id}>
                    <MenuItemCard food={food} onAdd={onAdd} onTryCustomMeal={onTryCustomMeal} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
