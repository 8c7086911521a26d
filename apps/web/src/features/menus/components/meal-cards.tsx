import { type AvailableOptions, defaultServingWindow, isNowServing } from '@campusplate/shared'
import type { RefObject } from 'react'
import { Badge } from '@/components/ui/badge'
import { useHeadingFocus } from '../hooks/use-heading-focus'
import { MENU_MESSAGES } from '../messages'
import { formatServingWindow } from '../utils/format'

const cardClasses =
  'flex h-full w-full flex-col items-start gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-emerald-500 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'

export interface MealCardsProps {
  options: AvailableOptions
  hall: string
  meals: string[]
  /** 'Now serving' is only meaningful on the campus's today. */
  isToday: boolean
  minutesOfDay: number
  onChoose: (meal: string) => void
  /** The heading takes the focus the chosen card had. */
  focusPending?: RefObject<boolean>
}

/** docs/product.md#menu-screen */
export function MealCards({ options, hall, meals, isToday, minutesOfDay, onChoose, focusPending }: MealCardsProps) {
  const headingRef = useHeadingFocus(focusPending)
  return (
    <section aria-labelledby="meal-cards-heading">
      <h2
        id="meal-cards-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold text-slate-900 outline-none"
      >
        {MENU_MESSAGES.chooseMeal}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {meals.map((meal) => {
          const window = options.serving_windows_by_hall[hall]?.[meal] ?? defaultServingWindow(meal)
          const isServing = isToday && isNowServing(window, minutesOfDay)
          return (
            <li key={meal}>
              <button type="button" className={cardClasses} onClick={() => onChoose(meal)}>
                <span className="font-semibold break-words text-slate-900">{meal}</span>{' '}
                {window ? <span className="text-sm text-slate-600">{formatServingWindow(window)}</span> : null}{' '}
                {isServing ? <Badge tone="green">{MENU_MESSAGES.nowServing}</Badge> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
