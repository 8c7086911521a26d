import { type FoodItem, MENU_SANITY_HEADING, menuSanityNote } from '@campusplate/shared'
import { useHideNumbers } from '@/lib/session/use-profile-preferences'
import { MENU_MESSAGES } from '../messages'

/** So an item's numbers are not taken on trust; under "Hide numbers" the notes carry no number. */
export function ItemFlags({ food }: { food: FoodItem }) {
  const hideNumbers = useHideNumbers()
  if (!food.flags?.length) return null
  return (
    <div className="mt-1 rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900">
      <p className="font-medium">{MENU_SANITY_HEADING}</p>
      <ul aria-label={MENU_MESSAGES.dataNotesFor(food.name)} className="list-disc pl-5">
        {food.flags.map((flag) => (
          <li key={flag.code}>{menuSanityNote(flag, hideNumbers)}</li>
        ))}
      </ul>
    </div>
  )
}
