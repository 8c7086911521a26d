import { type AvailableOptions, summarizeMeals } from '@campusplate/shared'
import { Spinner } from '@/components/ui/spinner'
import { MENU_MESSAGES } from '../messages'

const cardClasses =
  'flex h-full w-full flex-col items-start gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-emerald-500 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'

function HallCardsHeading() {
  return (
    <h2 id="hall-cards-heading" className="mb-3 text-lg font-semibold text-slate-900">
      {MENU_MESSAGES.chooseHall}
    </h2>
  )
}

/** The cards' place while the day's halls load, its heading already there (prerendered: decision 070). */
export function HallCardsLoading() {
  return (
    <section aria-labelledby="hall-cards-heading">
      <HallCardsHeading />
      <Spinner label={MENU_MESSAGES.loadingHalls} />
    </section>
  )
}

/** docs/product.md#menu-screen: one card per hall with its meal count, the first three meal names and '+N more'. */
export function HallCards({ options, onChoose }: { options: AvailableOptions; onChoose: (hall: string) => void }) {
  return (
    <section aria-labelledby="hall-cards-heading">
      <HallCardsHeading />
      <ul className="grid gap-3 sm:grid-cols-2">
        {options.dining_halls.map((hall) => {
          const summary = summarizeMeals(options.meal_types_by_hall[hall] ?? [])
          return (
            <li key={hall}>
              <button type="button" className={cardClasses} onClick={() => onChoose(hall)}>
                <span className="font-semibold break-words text-slate-900">{hall}</span>{' '}
                <span className="text-sm text-emerald-800">{MENU_MESSAGES.mealCount(summary.count)}</span>{' '}
                <span className="text-sm text-slate-600">
                  {summary.shown.join(', ')}
                  {summary.more > 0 ? ` ${MENU_MESSAGES.moreMeals(summary.more)}` : ''}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
