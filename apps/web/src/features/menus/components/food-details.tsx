import { ALLERGEN_LABELS, type FoodItem, NUTRIENT_ROWS, NUTRIENT_UNITS } from '@campusplate/shared'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { MENU_MESSAGES } from '../messages'
import { formatNutrient } from '../utils/format'

function allergenList(ids: FoodItem['allergens']): string {
  return ids.length === 0 ? MENU_MESSAGES.none : ids.map((id) => ALLERGEN_LABELS[id]).join(', ')
}

/** The item's description, allergens, may-contain markings, ingredients and full nutrient table. */
export function FoodDetails({ food }: { food: FoodItem }) {
  const hideNumbers = useHideNumbers()
  return (
    <details className="group mt-2">
      <summary className="inline-flex min-h-8 cursor-pointer list-none items-center gap-1 rounded pr-2 text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 [&::-webkit-details-marker]:hidden">
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90"
        >
          <path d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 0-1.4Z" />
        </svg>
        <span aria-hidden="true">{MENU_MESSAGES.details}</span>
        <span className="sr-only">{MENU_MESSAGES.detailsFor(food.name)}</span>
      </summary>
      <div className="mt-2 max-w-md space-y-3 text-sm text-slate-700">
        {food.description ? <p>{food.description}</p> : null}
        <dl className="space-y-2">
          <div>
            <dt className="font-medium text-slate-900">{MENU_MESSAGES.allergens}</dt>
            <dd>{allergenList(food.allergens)}</dd>
          </div>
          {food.may_contain.length > 0 ? (
            <div>
              <dt className="font-medium text-slate-900">{MENU_MESSAGES.mayContain}</dt>
              <dd>{allergenList(food.may_contain)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="font-medium text-slate-900">{MENU_MESSAGES.ingredients}</dt>
            <dd className="break-words">
              {food.ingredients.length === 0 ? MENU_MESSAGES.none : food.ingredients.join(', ')}
            </dd>
          </div>
        </dl>
        {hideNumbers ? null : (
          <table className="w-full border-collapse text-left">
            <caption className="pb-1 text-left font-medium text-slate-900">{MENU_MESSAGES.nutrition}</caption>
            <tbody>
              {NUTRIENT_ROWS.map((row) => (
                <tr key={row.key} className="border-t border-slate-100">
                  <th scope="row" className={`py-1 font-normal ${row.isIndented ? 'pl-4' : ''}`}>
                    {row.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">
                    {formatNutrient(food.nutrients[row.key], NUTRIENT_UNITS[row.key])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </details>
  )
}
